import { describe, expect, it } from 'vitest';
import type { CompanyPage } from '@migralink/shared/schemas/catalogue';
import { jsonLdText } from '@/seo/json-ld';
import { hasPosition, openStreetMapUrl, organizationJsonLd } from './company-json-ld';
import { durationText, priceText, weekdayRanges } from './company-view';

describe('weekdayRanges', () => {
  it('joins runs of three or more days', () => {
    expect(weekdayRanges([1, 2, 3, 4, 5], 'en')).toBe('Mon–Fri');
    expect(weekdayRanges([7, 6], 'en')).toBe('Sat, Sun');
    expect(weekdayRanges([1, 3, 4, 5, 9], 'en')).toBe('Mon, Wed–Fri');
  });

  it("uses the locale's names", () => {
    expect(weekdayRanges([1, 2, 3, 4, 5], 'ru')).toBe('пн–пт');
  });
});

describe('durationText', () => {
  it("words the unit with the language's plural forms", () => {
    expect(durationText(1, 'week', 'en')).toBe('1 week');
    expect(durationText(3, 'week', 'en')).toBe('3 weeks');
    expect(durationText(2, 'week', 'ru')).toBe('2 недели');
    expect(durationText(5, 'month', 'ru')).toBe('5 месяцев');
    expect(durationText(5, 'day', 'uk')).toBe('5 днів');
  });
});

describe('priceText', () => {
  it('shows a range, a single amount or nothing', () => {
    expect(priceText({ price_from: 240, price_to: 390, currency: 'EUR' }, 'en')).toMatch(/^€240\s*–\s*€390$/);
    expect(priceText({ price_from: 100, price_to: null, currency: 'USD' }, 'en')).toBe('$100');
    expect(priceText({ price_from: null, price_to: null, currency: 'USD' }, 'en')).toBeUndefined();
  });

  it('writes the currency sign in every language, and tells the Canadian dollar from the US one', () => {
    for (const locale of ['en', 'ru', 'uk']) {
      expect(priceText({ price_from: 1500, price_to: null, currency: 'EUR' }, locale)).toContain('€');
      expect(priceText({ price_from: 1500, price_to: null, currency: 'UAH' }, locale)).toContain('₴');
      expect(priceText({ price_from: 1500, price_to: null, currency: 'CAD' }, locale)).not.toMatch(/^\$|[^A]\$/);
    }
    expect(priceText({ price_from: 1500, price_to: 2000, currency: 'EUR' }, 'uk')).toMatch(/^1\s500\s*–\s*2\s000\s€$/);
  });
});

describe('organizationJsonLd', () => {
  const company = {
    name: 'Beograd Legal Partners',
    motto: 'Motto',
    description: '</script><b>',
    logo: '/media/logo.png',
    offices: [
      {
        address: 'Terazije 165, Belgrade',
        email: 'info@example.com',
        phones: [{ phone_number: '+381116058812', messengers: [] }],
      },
    ],
  } as unknown as CompanyPage;

  it('describes the company as an Organization', () => {
    expect(organizationJsonLd(company, 'https://x.test/en/company/?id=1', 'https://x.test')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Beograd Legal Partners',
      url: 'https://x.test/en/company/?id=1',
      slogan: 'Motto',
      description: '</script><b>',
      logo: 'https://x.test/media/logo.png',
      email: 'info@example.com',
      address: [{ '@type': 'PostalAddress', streetAddress: 'Terazije 165, Belgrade' }],
      contactPoint: [{ '@type': 'ContactPoint', telephone: '+381116058812' }],
    });
  });

  it('cannot close its script element', () => {
    expect(jsonLdText({ description: '</script>' })).not.toContain('</');
  });
});

describe('openStreetMapUrl', () => {
  it('puts a marker on the position, zoomed to the street', () => {
    expect(openStreetMapUrl({ lat: 44.81325, long: 20.46112 })).toBe(
      'https://www.openstreetmap.org/?mlat=44.81325&mlon=20.46112#map=16/44.81325/20.46112',
    );
    expect(openStreetMapUrl({ lat: -33.9, long: -70.6 })).toBe(
      'https://www.openstreetmap.org/?mlat=-33.9&mlon=-70.6#map=16/-33.9/-70.6',
    );
  });
});

describe('hasPosition', () => {
  it.each([
    [{ lat: 52.52, long: 13.405 }, true],
    [{ lat: 0, long: 13.4 }, true],
    [{ lat: 0, long: 0 }, false],
    [{ lat: 91, long: 10 }, false],
    [{ lat: 10, long: -181 }, false],
    [{ lat: Number.NaN, long: 10 }, false],
  ])('%o → %s', (position, expected) => {
    expect(hasPosition(position)).toBe(expected);
  });
});

describe('organizationJsonLd locations', () => {
  const office = (address: string, show_block: boolean, lat: number, long: number) => ({
    address,
    show_block,
    lat,
    long,
    email: '',
    phones: [],
  });
  const company = {
    name: 'Nordlicht Relocation',
    motto: '',
    description: '',
    logo: null,
    offices: [
      office('Unter den Linden 1, Berlin', true, 52.517, 13.389),
      office('Hidden 2, Hamburg', false, 53.55, 9.99),
      office('Somewhere 3, Munich', true, 0, 0),
    ],
  } as unknown as CompanyPage;

  it('names each shown office as a Place, with GeoCoordinates and its map when it has a position', () => {
    const data = organizationJsonLd(company, 'https://x.test/en/company/n/', 'https://x.test');
    expect(data.location).toEqual([
      {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'Unter den Linden 1, Berlin' },
        geo: { '@type': 'GeoCoordinates', latitude: 52.517, longitude: 13.389 },
        hasMap: 'https://www.openstreetmap.org/?mlat=52.517&mlon=13.389#map=16/52.517/13.389',
      },
      { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: 'Somewhere 3, Munich' } },
    ]);
  });

  it('has no location when no office is shown', () => {
    const hidden = { ...company, offices: company.offices.map((item) => ({ ...item, show_block: false })) };
    expect(organizationJsonLd(hidden, 'https://x.test/', 'https://x.test')).not.toHaveProperty('location');
  });
});
