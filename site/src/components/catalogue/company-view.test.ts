import { describe, expect, it } from 'vitest';
import type { CompanyPage } from '@migralink/shared/schemas/catalogue';
import {
  companyIdFromQuery,
  durationText,
  jsonLdText,
  organizationJsonLd,
  priceText,
  weekdayRanges,
} from './company-view';

describe('companyIdFromQuery', () => {
  it('takes a uuid from ?id= and nothing else', () => {
    expect(companyIdFromQuery('?id=BADA1D20-1569-5506-A0E1-8658966C9508')).toBe('bada1d20-1569-5506-a0e1-8658966c9508');
    expect(companyIdFromQuery('?id=../../v1')).toBeUndefined();
    expect(companyIdFromQuery('')).toBeUndefined();
  });
});

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
