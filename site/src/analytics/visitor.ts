import { browserCookieJar, readCookie } from '../stores/cookies';
import { COUNTRY_COOKIE, isCountryCode } from '../stores/country-cookie';
import { saveCampaign } from './campaign';

// Once per page load (BaseLayout): campaign attribution from the URL and the
// referrer; the visitor's country only when its cookie is missing (the store,
// the API client and the contract's schemas load only then).
const jar = browserCookieJar();
if (jar) {
  saveCampaign(jar, location.href, document.referrer);
  if (!isCountryCode(readCookie(jar.read(), COUNTRY_COOKIE))) {
    void import('@/api/country').then(({ detectCountry }) => detectCountry());
  }
}
