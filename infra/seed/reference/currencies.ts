import type { CurrencyItem } from '@migralink/functions/data/reference';
import { CURRENCY_NAMES } from '@migralink/shared/company-choices';
import { CURRENCIES, type Currency } from '@migralink/shared/enums';
import type { Named } from './names';

/**
 * Currencies prices can be shown in, named as everywhere else (`CURRENCY_NAMES`).
 * `rate` is units per 1 EUR (prices are stored in EUR), a recent market rate
 * rounded for display conversions only. The table is keyed by currency so a
 * code added to CURRENCIES fails the type check until it is described here.
 */
const DETAILS: Record<Currency, Omit<Named<CurrencyItem>, 'code' | 'name'>> = {
  EUR: { symbol: '€', rate: 1 },
  USD: { symbol: '$', rate: 1.16 },
  GBP: { symbol: '£', rate: 0.87 },
  CHF: { symbol: 'CHF', rate: 0.93 },
  PLN: { symbol: 'zł', rate: 4.25 },
  CZK: { symbol: 'Kč', rate: 24.3 },
  UAH: { symbol: '₴', rate: 48.5 },
  RUB: { symbol: '₽', rate: 93 },
  AED: { symbol: 'AED', rate: 4.26 },
  CAD: { symbol: 'C$', rate: 1.62 },
};

export const CURRENCY_ITEMS: Named<CurrencyItem>[] = CURRENCIES.map((code) => ({
  code,
  name: CURRENCY_NAMES[code],
  ...DETAILS[code],
}));
