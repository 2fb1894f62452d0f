import type { CurrencyItem } from '@migralink/functions/data/reference';
import { CURRENCIES, type Currency } from '@migralink/shared/enums';
import type { Named } from './names';

/**
 * Currencies prices can be shown in. `rate` is units per 1 EUR (prices are
 * stored in EUR), a recent market rate rounded for display conversions only.
 * The table is keyed by currency so a code added to CURRENCIES fails the type
 * check until it is described here.
 */
const DETAILS: Record<Currency, Omit<Named<CurrencyItem>, 'code'>> = {
  EUR: { name: { en: 'Euro', ru: 'Евро', uk: 'Євро' }, symbol: '€', rate: 1 },
  USD: { name: { en: 'US dollar', ru: 'Доллар США', uk: 'Долар США' }, symbol: '$', rate: 1.16 },
  GBP: { name: { en: 'Pound sterling', ru: 'Фунт стерлингов', uk: 'Фунт стерлінгів' }, symbol: '£', rate: 0.87 },
  CHF: { name: { en: 'Swiss franc', ru: 'Швейцарский франк', uk: 'Швейцарський франк' }, symbol: 'CHF', rate: 0.93 },
  PLN: { name: { en: 'Polish zloty', ru: 'Польский злотый', uk: 'Польський злотий' }, symbol: 'zł', rate: 4.25 },
  CZK: { name: { en: 'Czech koruna', ru: 'Чешская крона', uk: 'Чеська крона' }, symbol: 'Kč', rate: 24.3 },
  UAH: {
    name: { en: 'Ukrainian hryvnia', ru: 'Украинская гривна', uk: 'Українська гривня' },
    symbol: '₴',
    rate: 48.5,
  },
  RUB: { name: { en: 'Russian ruble', ru: 'Российский рубль', uk: 'Російський рубль' }, symbol: '₽', rate: 93 },
  AED: { name: { en: 'UAE dirham', ru: 'Дирхам ОАЭ', uk: 'Дирхам ОАЕ' }, symbol: 'AED', rate: 4.26 },
  CAD: { name: { en: 'Canadian dollar', ru: 'Канадский доллар', uk: 'Канадський долар' }, symbol: 'C$', rate: 1.62 },
};

export const CURRENCY_ITEMS: Named<CurrencyItem>[] = CURRENCIES.map((code) => ({ code, ...DETAILS[code] }));
