import { describe, expect, it } from 'vitest';
import { readCookie, type CookieJar } from '../stores/cookies';
import {
  CAMPAIGN_PARAMS,
  PARTNER_COOKIE,
  attributionCookies,
  campaignAttribution,
  keptPartnerCode,
  partnerCodeIn,
  referrerSource,
  saveCampaign,
  savePartner,
} from './campaign';

const page = 'https://migralink.com/en/companies/';

/** A cookie jar that behaves like `document.cookie`: writes set or (Max-Age=0) delete one cookie. */
function memoryJar(initial: Record<string, string> = {}): CookieJar & { cookies: Map<string, string> } {
  const cookies = new Map(Object.entries(initial));
  return {
    cookies,
    read: () => [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
    write(cookie) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0(;|$)/.test(cookie)) cookies.delete(name);
      else cookies.set(name, readCookie(pair, name) ?? '');
    },
  };
}

describe('campaign parameters in the URL', () => {
  it('keeps every campaign parameter, whatever the referrer', () => {
    const query = CAMPAIGN_PARAMS.map((name) => `${name}=v-${name}`).join('&');
    const attribution = campaignAttribution(`${page}?${query}&page=2`, 'https://www.google.com/');
    expect(attribution).toEqual(Object.fromEntries(CAMPAIGN_PARAMS.map((name) => [name, `v-${name}`])));
  });

  it.each([
    [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
    ],
    ['?gclid=abc', { gclid: 'abc' }],
    ['?yclid=123&fbclid=x', { yclid: '123', fbclid: 'x' }],
    [
      '?msclkid=m&ttclid=t&twclid=w&li_fat_id=l&dclid=d',
      { msclkid: 'm', ttclid: 't', twclid: 'w', li_fat_id: 'l', dclid: 'd' },
    ],
    ['?utm_source=&utm_medium=%20&gclid=g', { gclid: 'g' }],
  ])('%s with no referrer', (query, expected) => {
    expect(campaignAttribution(page + query, '')).toEqual(expected);
  });

  it('decodes the values (the cookie encodes them again)', () => {
    expect(
      campaignAttribution(`${page}?utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0+2026&utm_term=a%26b%3Dc`, ''),
    ).toEqual({
      utm_campaign: 'весна 2026',
      utm_term: 'a&b=c',
    });
  });

  it('cuts very long values', () => {
    expect(campaignAttribution(`${page}?utm_term=${'x'.repeat(1000)}`, '')?.utm_term).toHaveLength(250);
  });

  it('cuts a long value between characters', () => {
    const value = campaignAttribution(`${page}?utm_term=${encodeURIComponent('😀'.repeat(300))}`, '')?.utm_term ?? '';
    expect(Array.from(value)).toHaveLength(250);
    expect(() => encodeURIComponent(value)).not.toThrow();
  });

  it('ignores other parameters and a page without any', () => {
    expect(campaignAttribution(`${page}?country_destination=DE&utm=1`, '')).toBeUndefined();
    expect(campaignAttribution(page, '')).toBeUndefined();
    expect(campaignAttribution('not a url', '')).toBeUndefined();
  });
});

describe('a known search or social referrer without utm_source', () => {
  it('names the site as the source, medium seo, campaign organic, content the URL', () => {
    expect(campaignAttribution(`${page}?category=101`, 'https://www.google.com/')).toEqual({
      utm_source: 'google',
      utm_medium: 'seo',
      utm_campaign: 'organic',
      utm_content: `${page}?category=101`,
    });
  });

  it.each([
    ['https://www.google.co.uk/', 'google'],
    ['https://google.com.ua/search?q=visa', 'google'],
    ['https://www.google.de/', 'google'],
    ['https://www.bing.com/search?q=x', 'bing'],
    ['https://cn.bing.com/', 'bing'],
    ['https://yandex.ru/search/?text=x', 'yandex'],
    ['https://yandex.com.tr/', 'yandex'],
    ['https://ya.ru/', 'yandex'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://search.yahoo.com/', 'yahoo'],
    ['https://uk.search.yahoo.com/', 'yahoo'],
    ['https://www.baidu.com/', 'baidu'],
    ['https://www.ecosia.org/', 'ecosia'],
    ['https://l.facebook.com/', 'facebook'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://l.instagram.com/', 'instagram'],
    ['https://t.co/abc', 'twitter'],
    ['https://x.com/', 'twitter'],
    ['https://www.linkedin.com/', 'linkedin'],
    ['https://away.vk.com/', 'vk'],
    ['https://t.me/', 'telegram'],
    ['https://web.telegram.org/', 'telegram'],
    ['https://www.youtube.com/', 'youtube'],
    ['https://out.reddit.com/', 'reddit'],
    ['https://www.tiktok.com/', 'tiktok'],
    ['https://WWW.GOOGLE.COM./', 'google'],
  ])('%s → %s', (referrer, source) => {
    expect(campaignAttribution(page, referrer)).toMatchObject({
      utm_source: source,
      utm_medium: 'seo',
      utm_campaign: 'organic',
    });
  });

  it.each([
    'https://google.evil.com/',
    'https://notgoogle.com/',
    'https://mail.google.com/',
    'https://xbing.com/',
    'https://vk.com.evil.org/',
    'https://example.org/',
    'android-app://com.google.android.gm/',
  ])('%s (unknown) records nothing', (referrer) => {
    expect(campaignAttribution(page, referrer)).toBeUndefined();
  });

  it('records nothing for our own pages or no referrer', () => {
    expect(campaignAttribution(page, 'https://migralink.com/ru/')).toBeUndefined();
    expect(campaignAttribution(page, '')).toBeUndefined();
  });

  it('takes only the first 90 characters of the URL, never half an escape', () => {
    const long = `${page}?${'a'.repeat(200)}`;
    expect(campaignAttribution(long, 'https://www.bing.com/')?.utm_content).toBe(long.slice(0, 90));
    const escaped = `${page}?q=${'%D0%B2'.repeat(20)}`;
    const content = campaignAttribution(escaped, 'https://www.bing.com/')?.utm_content ?? '';
    expect(content.length).toBeLessThanOrEqual(90);
    expect(content.length).toBeGreaterThanOrEqual(84);
    expect(() => decodeURIComponent(content)).not.toThrow();
  });

  it('leaves the URL its own parameters when only utm_source is missing', () => {
    expect(campaignAttribution(`${page}?gclid=g&utm_term=visa`, 'https://www.google.com/')).toEqual({
      gclid: 'g',
      utm_term: 'visa',
      utm_source: 'google',
      utm_medium: 'seo',
      utm_campaign: 'organic',
      utm_content: `${page}?gclid=g&utm_term=visa`,
    });
  });

  it('is ignored when the URL has utm_source', () => {
    expect(campaignAttribution(`${page}?utm_source=partner`, 'https://www.google.com/')).toEqual({
      utm_source: 'partner',
    });
  });

  it('knows a host without the page around it', () => {
    expect(referrerSource('www.google.co.uk')).toBe('google');
    expect(referrerSource('example.com')).toBeUndefined();
  });
});

describe('the cookies', () => {
  it('are site-wide and long-lived, one per parameter, values encoded', () => {
    expect(attributionCookies({ utm_source: 'google', utm_campaign: 'весна 2026' }, '')).toEqual([
      'utm_source=google; Max-Age=100000000; Path=/; SameSite=Lax',
      'utm_campaign=%D0%B2%D0%B5%D1%81%D0%BD%D0%B0%202026; Max-Age=100000000; Path=/; SameSite=Lax',
    ]);
  });

  it('replace the earlier attribution as a whole (last touch)', () => {
    const jar = memoryJar({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'old', currency: 'EUR' });
    saveCampaign(jar, `${page}?utm_source=partner&utm_medium=cpc`, '');
    expect(Object.fromEntries(jar.cookies)).toEqual({ utm_source: 'partner', utm_medium: 'cpc', currency: 'EUR' });
  });

  it('stay as they are on a visit with nothing to record', () => {
    const jar = memoryJar({ utm_source: 'newsletter', utm_campaign: 'spring' });
    const writes: string[] = [];
    const spy: CookieJar = { read: jar.read, write: (cookie) => void writes.push(cookie) };
    expect(saveCampaign(spy, page, 'https://migralink.com/en/')).toBeUndefined();
    expect(saveCampaign(spy, page, '')).toBeUndefined();
    expect(writes).toEqual([]);
  });

  it('round-trip through the cookie string', () => {
    const jar = memoryJar();
    saveCampaign(jar, `${page}?utm_term=a%26b%3Dc%3B%20d`, '');
    expect(readCookie(jar.read(), 'utm_term')).toBe('a&b=c; d');
  });
});

describe("a partner's referral link", () => {
  it('finds the code in any letter case, and nothing that cannot be one', () => {
    expect(partnerCodeIn(`${page}?ref=ab2cd3ef`)).toBe('AB2CD3EF');
    expect(partnerCodeIn(`${page}?utm_source=x&ref=AB2CD3EF`)).toBe('AB2CD3EF');
    for (const query of ['', '?ref=', '?ref=short', '?ref=AB2CD3EF9', '?ref=AB2CD-EF']) {
      expect(partnerCodeIn(page + query)).toBeUndefined();
    }
  });

  it('keeps the code for 90 days in its own cookie, beside the campaign cookies', () => {
    const jar = memoryJar({ utm_source: 'google' });
    const written: string[] = [];
    const recording = { read: jar.read, write: (cookie: string) => (written.push(cookie), jar.write(cookie)) };
    expect(savePartner(recording, `${page}?ref=AB2CD3EF`)).toBe('AB2CD3EF');
    expect(written).toEqual([`${PARTNER_COOKIE}=AB2CD3EF; Max-Age=7776000; Path=/; SameSite=Lax`]);
    expect(keptPartnerCode(jar.read())).toBe('AB2CD3EF');
    expect(jar.cookies.get('utm_source')).toBe('google');
  });

  it("lets the first partner win while their cookie lives: a second partner's link changes nothing", () => {
    const jar = memoryJar({ [PARTNER_COOKIE]: 'FIRST234' });
    // The click on the second link is still reported as that partner's click.
    expect(savePartner(jar, `${page}?ref=SECOND23`)).toBe('SECOND23');
    expect(keptPartnerCode(jar.read())).toBe('FIRST234');
  });

  it("keeps the next partner's code once the first one's cookie has expired", () => {
    const jar = memoryJar();
    savePartner(jar, `${page}?ref=FIRST234`);
    jar.cookies.delete(PARTNER_COOKIE); // what the browser does after Max-Age
    savePartner(jar, `${page}?ref=SECOND23`);
    expect(keptPartnerCode(jar.read())).toBe('SECOND23');
  });

  it('leaves the kept code alone on a page without one, and a campaign does not replace it', () => {
    const jar = memoryJar({ [PARTNER_COOKIE]: 'FIRST234' });
    expect(savePartner(jar, page)).toBeUndefined();
    saveCampaign(jar, `${page}?utm_source=newsletter`, '');
    expect(keptPartnerCode(jar.read())).toBe('FIRST234');
  });

  it('sends no code a cookie holds that is not one', () => {
    expect(keptPartnerCode(`${PARTNER_COOKIE}=<script>`)).toBeUndefined();
  });
});
