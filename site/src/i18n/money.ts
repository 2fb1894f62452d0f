import { numberFormat } from './intl-cache';

/**
 * Amounts of money as the reader's language writes them, with the narrow sign (`1 500 €`), so
 * every language writes the sign where it has one (Ukrainian's own symbol for the euro is `EUR`).
 * Amounts are in major units; prices stored in minor units are divided by 100 first.
 */

/**
 * Currencies written with their plain symbol, not the narrow one: the narrow
 * symbol of the Canadian dollar is `$`, the US dollar's.
 */
const SHARED_NARROW_SYMBOL: ReadonlySet<string> = new Set(['CAD']);

/**
 * The cents an amount shows: `none` for prices (`€240`), `always` where a converted amount is
 * rarely round (`€5.00`, `€5.42`), `when-any` for what is charged (`€49`, `€12.50`).
 */
export type Cents = 'none' | 'always' | 'when-any';

const CENTS: Readonly<Record<Cents, Intl.NumberFormatOptions>> = {
  none: { maximumFractionDigits: 0 },
  always: { minimumFractionDigits: 2 },
  'when-any': { trailingZeroDisplay: 'stripIfInteger' },
};

const moneyFormat = (currency: string, locale: string, cents: Cents) =>
  numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: SHARED_NARROW_SYMBOL.has(currency) ? 'symbol' : 'narrowSymbol',
    ...CENTS[cents],
  });

/** An amount in a currency: `€240`, `1 500 ₴`, `CA$90`. */
export function moneyText(amount: number, currency: string, locale: string, cents: Cents = 'none'): string {
  return moneyFormat(currency, locale, cents).format(amount);
}

/** A range of amounts in one currency: `€240–€390`. */
export function moneyRangeText(
  from: number,
  to: number,
  currency: string,
  locale: string,
  cents: Cents = 'none',
): string {
  return moneyFormat(currency, locale, cents).formatRange(from, to);
}

/** An amount with its cents and no sign, for when its currency is named beside it: `1,500.00`. */
export function amountText(amount: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2 }).format(amount);
}
