import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@migralink/shared/enums';
import { PLAN_PRICES } from '@migralink/shared/prices';
import { planOffers, quote } from './offers';

const rates = CURRENCIES.map((code, index) => ({ code, rate: code === 'EUR' ? 1 : 0.5 + index * 3.7 }));

describe('a price quote', () => {
  it('charges exactly the EUR amount and shows it converted at the rate, rounded to cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...CURRENCIES), (cents, currency) => {
        const shown = quote(cents, currency, rates);
        const rate = rates.find((candidate) => candidate.code === currency)!.rate;
        expect(shown.charged_price).toBe(cents / 100);
        expect(shown.charged_currency).toBe('EUR');
        expect(shown.currency).toBe(currency);
        expect(shown.total_price).toBe(Math.round(cents * rate) / 100);
        if (currency === 'EUR') expect(shown.total_price).toBe(shown.charged_price);
      }),
    );
  });

  it('refuses to show a price in a currency without a rate rather than show a wrong one', () => {
    expect(() => quote(4900, 'USD', [{ code: 'EUR', rate: 1 }])).toThrow(/USD/);
  });
});

describe('the plans offered', () => {
  it('price each paid plan per period from the one table, in any currency, and basic at nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), (currency) => {
        const [basic, pro, premium] = planOffers(currency, rates);
        expect(basic!.prices).toEqual([]);
        for (const [offer, plan] of [
          [pro!, 'pro'],
          [premium!, 'premium'],
        ] as const) {
          expect(offer.prices.map((price) => [price.period, price.charged_price])).toEqual([
            ['month', PLAN_PRICES[plan].month / 100],
            ['year', PLAN_PRICES[plan].year / 100],
          ]);
        }
      }),
    );
  });
});
