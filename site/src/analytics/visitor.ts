import { browserCookieJar, readCookie } from '../stores/cookies';
import { COUNTRY_COOKIE, isCountryCode } from '../stores/country-cookie';
import { saveCampaign, savePartner } from './campaign';

// Once per page load (BaseLayout): campaign attribution from the URL and the
// referrer, a partner's referral code (its click reported, with the API client
// loaded only then); the visitor's country only when its cookie is missing (the
// store, the API client and the contract's schemas load only then).
const jar = browserCookieJar();
if (jar) {
  saveCampaign(jar, location.href, document.referrer);
  const partnerCode = savePartner(jar, location.href);
  if (partnerCode) void import('@/api/partner-click').then(({ reportPartnerClick }) => reportPartnerClick(partnerCode));
  if (!isCountryCode(readCookie(jar.read(), COUNTRY_COOKIE))) {
    void import('@/api/country').then(({ detectCountry }) => detectCountry());
  }
}
