import { PARTNER_CODE_PATTERN, PARTNER_HOLD_DAYS, PARTNER_LINK_PARAM } from '@migralink/shared/partners';
import { readCookie, serializeCookie, type CookieJar } from '../stores/cookies';

/**
 * Campaign attribution (docs/product.md, "Visitor attribution"): the campaign parameters of the landing URL are
 * kept in cookies of the same names; with no `utm_source` and a referrer from a
 * known search or social site, that site is the source (`seo` / `organic`).
 *
 * Last touch: a visit that brings an attribution (campaign parameters or a known
 * referrer) replaces the whole earlier set, so the cookies always describe one
 * visit (no `utm_campaign` of last month next to today's `utm_source`). A visit
 * that brings none (typed address, bookmark, our own pages, an unknown site)
 * leaves the earlier attribution alone ("last non-direct touch", as most
 * analytics tools count it): the lead a visitor sends later is credited to
 * the campaign or search that brought them.
 */

/** The URL parameters saved, each in a cookie of the same name: UTM tags and the ad networks' click ids. */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid', // Google Ads
  'gbraid', // Google Ads (iOS app to web)
  'wbraid', // Google Ads (web to app)
  'dclid', // Google Display & Video 360
  'yclid', // Yandex Direct
  'fbclid', // Meta (Facebook, Instagram)
  'msclkid', // Microsoft Advertising (Bing)
  'ttclid', // TikTok
  'twclid', // X / Twitter
  'li_fat_id', // LinkedIn
  'epik', // Pinterest
  'rdt_cid', // Reddit
  'sccid', // Snapchat
] as const;

export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type Attribution = Partial<Record<CampaignParam, string>>;

/** How much of the current URL goes into `utm_content` for a search or social referrer (docs/product.md, "Visitor attribution"). */
export const CONTENT_URL_LENGTH = 90;
/** A parameter value longer than this is cut: cookies are sent with every request. */
export const MAX_VALUE_LENGTH = 250;

/** A country-code or generic top-level domain: `de`, `com`, `co.uk`, `com.ua`. */
const TLD = String.raw`(?:[a-z]{2,3}|com?\.[a-z]{2})`;
/** The domain itself or any subdomain of it. */
const site = (domain: string) => new RegExp(String.raw`(?:^|\.)${domain.replaceAll('.', String.raw`\.`)}$`);

/** Known search and social sites: referrer host → `utm_source`. The first match wins. */
export const KNOWN_REFERRERS: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`^(?:www\.)?google\.${TLD}$`), 'google'],
  [site('bing.com'), 'bing'],
  [new RegExp(String.raw`^(?:www\.)?(?:yandex\.${TLD}|ya\.ru)$`), 'yandex'],
  [site('duckduckgo.com'), 'duckduckgo'],
  [new RegExp(String.raw`(?:^|\.)search\.yahoo\.com$|^(?:www\.|search\.)?yahoo\.co\.jp$`), 'yahoo'],
  [site('baidu.com'), 'baidu'],
  [site('ecosia.org'), 'ecosia'],
  [site('search.brave.com'), 'brave'],
  [site('qwant.com'), 'qwant'],
  [site('go.mail.ru'), 'mail.ru'],
  [site('facebook.com'), 'facebook'],
  [site('fb.com'), 'facebook'],
  [site('instagram.com'), 'instagram'],
  [site('twitter.com'), 'twitter'],
  [site('x.com'), 'twitter'],
  [site('t.co'), 'twitter'],
  [site('linkedin.com'), 'linkedin'],
  [site('lnkd.in'), 'linkedin'],
  [site('vk.com'), 'vk'],
  [site('vk.ru'), 'vk'],
  [site('ok.ru'), 'ok'],
  [site('t.me'), 'telegram'],
  [site('telegram.org'), 'telegram'],
  [site('youtube.com'), 'youtube'],
  [site('youtu.be'), 'youtube'],
  [site('reddit.com'), 'reddit'],
  [site('tiktok.com'), 'tiktok'],
  [site('pinterest.com'), 'pinterest'],
  [site('threads.net'), 'threads'],
];

/** The `utm_source` of a referrer host, or `undefined` when it is not a known search or social site. */
export function referrerSource(host: string): string | undefined {
  const name = host.toLowerCase().replace(/\.$/, '');
  return KNOWN_REFERRERS.find(([pattern]) => pattern.test(name))?.[1];
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The first `length` characters of an encoded URL, without an escape or a character cut in half. */
function cutUrl(url: string, length: number): string {
  let part = url.slice(0, length).replace(/%[0-9A-Fa-f]?$/, '');
  // A UTF-8 character is up to four `%XX` escapes: drop the trailing ones of a partial character.
  for (let escapes = 0; escapes < 3; escapes += 1) {
    try {
      decodeURI(part);
      return part;
    } catch {
      part = part.replace(/%[0-9A-Fa-f]{2}$/, '');
    }
  }
  return part;
}

/** The first `length` characters (code points, so no emoji is cut in half) of a decoded value. */
const cutValue = (value: string, length: number) => Array.from(value).slice(0, length).join('');

/**
 * What this page load says about where the visitor came from: the campaign
 * parameters of `url` (decoded, blank ones ignored) and, without `utm_source`,
 * the source inferred from a known `referrer` on another host. `undefined`: nothing
 * to record (keep what is stored).
 */
export function campaignAttribution(url: string, referrer: string): Attribution | undefined {
  const page = parseUrl(url);
  if (!page) return undefined;
  const attribution: Attribution = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = page.searchParams.get(name)?.trim();
    if (value) attribution[name] = cutValue(value, MAX_VALUE_LENGTH);
  }
  if (!attribution.utm_source) {
    const from = parseUrl(referrer);
    const source = from && from.hostname !== page.hostname ? referrerSource(from.hostname) : undefined;
    if (source) {
      // The URL's own parameters (a click id, a stray utm_term) stay; the rule fills the rest.
      attribution.utm_source = source;
      attribution.utm_medium ??= 'seo';
      attribution.utm_campaign ??= 'organic';
      attribution.utm_content ??= cutUrl(page.href, CONTENT_URL_LENGTH);
    }
  }
  return Object.keys(attribution).length > 0 ? attribution : undefined;
}

/**
 * The `document.cookie` assignments that store an attribution: each parameter in
 * its cookie (Max-Age 100000000, Path /, SameSite Lax; the jar adds Secure on
 * https) and the earlier attribution's other cookies expired (last touch).
 */
export function attributionCookies(attribution: Attribution, stored: string): string[] {
  return CAMPAIGN_PARAMS.flatMap((name) => {
    const value = attribution[name];
    if (value !== undefined) return [serializeCookie(name, value)];
    return readCookie(stored, name) === undefined ? [] : [serializeCookie(name, '', { maxAge: 0 })];
  });
}

/** Records this page load's attribution, if it has one; returns it (for tests and debugging). */
export function saveCampaign(jar: CookieJar, url: string, referrer: string): Attribution | undefined {
  const attribution = campaignAttribution(url, referrer);
  if (attribution) for (const cookie of attributionCookies(attribution, jar.read())) jar.write(cookie);
  return attribution;
}

/**
 * A partner's referral link (docs/product.md, "Partner programme"): `?ref=CODE` on any page keeps the code in its
 * own cookie for `PARTNER_HOLD_DAYS`, beside the campaign cookies (neither replaces the other). The first partner
 * wins: while the cookie lives, another partner's link, or the same one again, changes nothing and does not
 * extend it; once it has expired, the next link's code is kept.
 */
export const PARTNER_COOKIE = 'partner_ref';
const PARTNER_COOKIE_SECONDS = PARTNER_HOLD_DAYS * 24 * 60 * 60;

/** The referral code a landing address carries (any letter case), or `undefined` when it carries none that could be one. */
export function partnerCodeIn(url: string): string | undefined {
  const code = parseUrl(url)?.searchParams.get(PARTNER_LINK_PARAM)?.trim().toUpperCase();
  return code && PARTNER_CODE_PATTERN.test(code) ? code : undefined;
}

/** The referral code the visitor's cookie holds, if it holds one (what the sign-up and lead forms send). */
export function keptPartnerCode(cookies: string): string | undefined {
  const code = readCookie(cookies, PARTNER_COOKIE);
  return code && PARTNER_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * Keeps this page load's referral code unless a partner's is kept already; answers the code of the address (a
 * click on that partner's link, counted whoever's code is kept), or `undefined` when it carries none.
 */
export function savePartner(jar: CookieJar, url: string): string | undefined {
  const code = partnerCodeIn(url);
  if (code && !keptPartnerCode(jar.read())) {
    jar.write(serializeCookie(PARTNER_COOKIE, code, { maxAge: PARTNER_COOKIE_SECONDS }));
  }
  return code;
}
