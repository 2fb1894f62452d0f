import { describe, expect, it } from 'vitest';
import { companiesSearchUrl, filtersFromQuery, filtersQuery, landingFilters } from './search-url';

describe('companiesSearchUrl', () => {
  it('puts every chosen filter in the query, in a fixed order', () => {
    expect(companiesSearchUrl('ru', { category: '7', purpose: '2', country_destination: 'RS' })).toBe(
      '/ru/companies/?country_destination=RS&purpose=2&category=7',
    );
  });

  it.each([
    [{ purpose: '3' }, '/en/companies/?purpose=3'],
    [{ country_destination: 'DE', purpose: '', category: '  ' }, '/en/companies/?country_destination=DE'],
    [{}, '/en/companies/'],
  ])('leaves out filters without a value: %j', (filters, expected) => {
    expect(companiesSearchUrl('en', filters)).toBe(expected);
  });

  it('encodes values', () => {
    expect(companiesSearchUrl('uk', { category: 'a&b=c' })).toBe('/uk/companies/?category=a%26b%3Dc');
  });
});

describe('filtersFromQuery', () => {
  it('reads the filters of a companies page URL, leaving out blanks and unknown keys', () => {
    expect(filtersFromQuery('?country_destination=RS&purpose=&category=101&from=UA&page=2')).toEqual({
      country_destination: 'RS',
      category: '101',
      from: 'UA',
    });
    expect(filtersFromQuery('')).toEqual({});
  });

  it('round-trips with filtersQuery', () => {
    const filters = { country_destination: 'DE', purpose: '3', category: '101', from: 'UA' };
    expect(filtersQuery(filters)).toBe('country_destination=DE&purpose=3&category=101&from=UA');
    expect(filtersFromQuery(filtersQuery(filters))).toEqual(filters);
  });
});

describe('landingFilters', () => {
  it('maps the SEO filter ids onto the companies page filters (a child category before its parent)', () => {
    expect(
      landingFilters({
        country_id: 'UA',
        country_destination_id: 'DE',
        immigration_purpose_id: 3,
        category_id: 101,
        parent_category_id: 100,
      }),
    ).toEqual({ country_destination: 'DE', purpose: '3', category: '101', from: 'UA' });
    expect(
      landingFilters({
        country_id: null,
        country_destination_id: 'RS',
        immigration_purpose_id: null,
        category_id: null,
        parent_category_id: 100,
      }),
    ).toEqual({ country_destination: 'RS', category: '100' });
  });
});
