import { browserCookieJar } from '../stores/cookies';
import { saveCampaign } from './campaign';

// Once per page load (BaseLayout): campaign attribution from the URL and the referrer. The visitor's
// country is not asked here: what needs it asks it then (docs/product.md, "Visitor's country").
const jar = browserCookieJar();
if (jar) saveCampaign(jar, location.href, document.referrer);
