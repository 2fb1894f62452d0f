import type { Currency } from '@migralink/shared/enums';

/** A currency's rate: units of it for one euro (docs/product.md, "Currencies"). */
export interface Rate {
  code: Currency;
  rate: number;
}

/** Units of `currency` for one euro, or undefined when the reference data has no usable rate. */
export function rateOf(currency: Currency, rates: readonly Rate[]): number | undefined {
  if (currency === 'EUR') return 1;
  const rate = rates.find((item) => item.code === currency)?.rate;
  return rate !== undefined && rate > 0 ? rate : undefined;
}

/**
 * A price stored in EUR minor units (cents), in major units of `currency`
 * rounded to 2 decimals. EUR needs no rate; another currency without a rate
 * is a gap in the reference data, so it throws rather than show a wrong price.
 */
export function convertPrice(eurMinor: number, currency: Currency, rates: readonly Rate[]): number {
  const rate = rateOf(currency, rates);
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}`);
  return Math.round(eurMinor * rate) / 100;
}
