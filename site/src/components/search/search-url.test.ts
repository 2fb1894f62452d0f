import { describe, expect, it } from 'vitest';
import { companiesSearchUrl } from './search-url';

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
