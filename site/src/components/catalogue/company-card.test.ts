import { describe, expect, it } from 'vitest';
import { cardPriceText, servedCountries } from './company-card';

const countries = (...names: string[]) => names.map((name, index) => ({ id: `X${index}`, name }));

describe('servedCountries', () => {
  it.each([
    [[], [], []],
    [['Germany'], ['Germany'], []],
    [['Germany', 'Poland', 'Spain'], ['Germany', 'Poland', 'Spain'], []],
    // One more than fits is named rather than counted: "+1" would be no shorter.
    [['Germany', 'Poland', 'Spain', 'Italy'], ['Germany', 'Poland', 'Spain', 'Italy'], []],
    [
      ['Germany', 'Poland', 'Spain', 'Italy', 'Malta'],
      ['Germany', 'Poland', 'Spain'],
      ['Italy', 'Malta'],
    ],
  ])('names %j as %j and counts %j', (names, shown, rest) => {
    expect(servedCountries(countries(...names))).toEqual({ shown, rest });
  });
});

describe('cardPriceText', () => {
  it('writes the price in whole units of its currency, as the language writes it', () => {
    expect(cardPriceText({ price_from: 900, currency: 'EUR' }, 'en')).toBe('€900');
    expect(cardPriceText({ price_from: 1044.4, currency: 'USD' }, 'en')).toBe('$1,044');
    expect(cardPriceText({ price_from: 1500, currency: 'EUR' }, 'ru')).toBe('1\u00a0500\u00a0€');
  });

  it('says nothing when no service shows a price', () => {
    expect(cardPriceText({ price_from: null, currency: 'EUR' }, 'ru')).toBeUndefined();
  });
});
