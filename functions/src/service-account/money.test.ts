import { describe, expect, it } from 'vitest';
import { serviceContentFixture } from '#data/fixtures';
import { rateOf } from '#reference/money';
import { storedPrices, typedPrices } from './money';

const rates = [
  { code: 'USD', rate: 1.16 },
  { code: 'GBP', rate: 0 },
] as const;

describe('rateOf', () => {
  it.each([
    ['EUR', 1],
    ['USD', 1.16],
    ['GBP', undefined],
    ['CHF', undefined],
  ] as const)('%s has the rate %s', (currency, rate) => {
    expect(rateOf(currency, rates)).toBe(rate);
  });
});

describe('storedPrices and typedPrices', () => {
  it.each([
    [100, 'USD', 8621, 10_000],
    [0.01, 'EUR', 1, 1],
    [19.99, 'EUR', 1999, 1999],
  ] as const)('%d %s is %i EUR cents and reads back as typed', (major, currency, eurCents, typedMinor) => {
    const stored = storedPrices({ price_from: major, price_to: major, currency }, rates);
    expect(stored).toEqual({
      price_from: eurCents,
      price_to: eurCents,
      offer_currency: currency,
      offer_price_from: typedMinor,
      offer_price_to: typedMinor,
    });
    const content = { ...serviceContentFixture(), ...stored };
    expect(typedPrices(content)).toEqual({ price_from: major, price_to: major, currency });
  });

  it('refuses a currency without a rate rather than store a wrong price', () => {
    expect(() => storedPrices({ price_from: 1, price_to: 2, currency: 'GBP' }, rates)).toThrow('GBP');
  });
});
