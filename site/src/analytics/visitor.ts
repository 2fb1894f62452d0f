import { browserCookieJar } from '../stores/cookies';
import { saveCampaign, savePartner } from './campaign';

// Once per page load (BaseLayout): campaign attribution from the URL and the referrer, and a partner's
// referral code (its click reported, with the API client loaded only then). The visitor's country is not
// asked here: what needs it asks it then (docs/product.md, "Visitor's country").
const jar = browserCookieJar();
if (jar) {
  saveCampaign(jar, location.href, document.referrer);
  const partnerCode = savePartner(jar, location.href);
  if (partnerCode) void import('@/api/partner-click').then(({ reportPartnerClick }) => reportPartnerClick(partnerCode));
}
