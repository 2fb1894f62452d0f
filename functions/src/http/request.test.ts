import { describe, expect, it } from 'vitest';
import { apiEvent } from '#testing/events';
import { readCurrency, readLocale, readQuery } from './request';

describe('readLocale', () => {
  it.each([
    [undefined, 'en'],
    ['ru', 'ru'],
    ['UK', 'uk'],
    ['ua', 'uk'],
    ['de', 'en'],
  ])('reads X-Localization %s as %s', (value, locale) => {
    expect(readLocale(apiEvent({ headers: value ? { 'x-localization': value } : {} }))).toBe(locale);
  });
});

describe('readCurrency', () => {
  it('defaults to EUR and accepts a known currency in any case', () => {
    expect(readCurrency(apiEvent())).toBe('EUR');
    expect(readCurrency(apiEvent({ headers: { 'x-currency': 'usd' } }))).toBe('USD');
  });

  it('refuses an unknown currency with a field error', () => {
    expect(() => readCurrency(apiEvent({ headers: { 'x-currency': 'BTC' } }))).toThrow(
      expect.objectContaining({ statusCode: 422, errors: { 'X-Currency': [expect.any(String)] } }),
    );
  });
});

describe('readQuery', () => {
  it('turns key[] and repeated keys into lists and keeps single values', () => {
    expect(readQuery(apiEvent({ rawQueryString: 'a[]=1&b=2&c=3&c=4&d=%D0%BA' }))).toEqual({
      a: ['1'],
      b: '2',
      c: ['3', '4'],
      d: 'к',
    });
  });
});
