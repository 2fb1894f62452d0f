import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { Currency } from '@migralink/shared/enums';
import { moneyText } from '@/i18n/money';
import { convertCents, planOffers } from './plan-offers';
import { followPlanCurrency, showPlanPrices } from './live-plan-prices';

describe('the plans the tariffs page shows', () => {
  it('are the three plans with their limits, what they add beyond them and their prices', () => {
    expect(planOffers()).toEqual([
      { plan: 'basic', publishedServices: 1, languages: 1, leadExport: false, features: [], prices: null },
      {
        plan: 'pro',
        publishedServices: 10,
        languages: null,
        leadExport: true,
        features: [],
        prices: [
          { period: 'month', cents: 4900, savingCents: 0 },
          { period: 'year', cents: 49000, savingCents: 9800 },
        ],
      },
      {
        plan: 'premium',
        publishedServices: null,
        languages: null,
        leadExport: true,
        features: ['certificate', 'priority'],
        prices: [
          { period: 'month', cents: 14900, savingCents: 0 },
          { period: 'year', cents: 149000, savingCents: 29800 },
        ],
      },
    ]);
  });
});

describe('the prices in the visitor’s currency', () => {
  const rates = { USD: 1.0823, UAH: 44.95 };

  it('converts EUR cents with the reference rate, rounded to cents as the API does', () => {
    expect(convertCents(4900, 'USD', rates)).toBe(53.03);
    expect(convertCents(4900, 'EUR', rates)).toBe(49);
    expect(convertCents(4900, 'GBP', rates)).toBeUndefined();
  });

  it('writes each price into its text, and keeps EUR for a currency without a rate', () => {
    const slot = () => ({ dataset: { eurCents: '49000', template: '{amount} a year' }, textContent: '490 € a year' });
    const dollars = slot();
    expect(showPlanPrices([dollars], 'USD', rates, 'en')).toBe('USD');
    expect(dollars.textContent).toBe(`${moneyText(530.33, 'USD', 'en')} a year`);
    expect(dollars.textContent).toBe('$530 a year');
    const pounds = slot();
    expect(showPlanPrices([pounds], 'GBP', rates, 'en')).toBe('EUR');
    expect(pounds.textContent).toBe('€490 a year');
  });

  it('follows the currency switch, saying what is charged in euros while another currency shows', () => {
    const $currency = atom<Currency>('EUR');
    const slot = { dataset: { eurCents: '4900', template: '{amount} a month' }, textContent: '€49 a month' };
    const note = { hidden: true };
    const stop = followPlanCurrency({
      $currency,
      rates,
      slots: () => [slot],
      chargedNotes: () => [note],
      locale: 'en',
    });
    expect(note.hidden).toBe(true);
    $currency.set('UAH');
    expect(slot.textContent).toBe(`${moneyText(2202.55, 'UAH', 'en')} a month`);
    expect(note.hidden).toBe(false);
    $currency.set('EUR');
    expect(slot.textContent).toBe('€49 a month');
    expect(note.hidden).toBe(true);
    stop();
  });
});
