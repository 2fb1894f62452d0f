import type { Currency } from '@migralink/shared/enums';
import type { ServiceContentInput } from '#data/services';
import { rateOf, type Rate } from '#reference/money';

/**
 * The owner types prices in major units of a currency of their choice; the
 * public side reads EUR minor units (docs/product.md, "Currencies"). Both are stored:
 * the typed ones so that the editor shows back exactly what was typed.
 */

/** Minor units (cents) of an amount in major units. */
export const toMinor = (major: number): number => Math.round(major * 100);

/** The stored price fields of prices typed in major units of `currency`, whose rate must exist. */
export function storedPrices(
  typed: { price_from: number; price_to: number; currency: Currency },
  rates: readonly Rate[],
): Pick<ServiceContentInput, 'price_from' | 'price_to' | 'offer_currency' | 'offer_price_from' | 'offer_price_to'> {
  const rate = rateOf(typed.currency, rates);
  if (rate === undefined) throw new Error(`No exchange rate for ${typed.currency}`);
  return {
    price_from: Math.round(toMinor(typed.price_from) / rate),
    price_to: Math.round(toMinor(typed.price_to) / rate),
    offer_currency: typed.currency,
    offer_price_from: toMinor(typed.price_from),
    offer_price_to: toMinor(typed.price_to),
  };
}

/** The prices as the owner typed them; a service stored without them reads back in EUR. */
export function typedPrices(content: ServiceContentInput): {
  price_from: number;
  price_to: number;
  currency: Currency;
} {
  if (content.offer_currency === undefined) {
    return { price_from: content.price_from / 100, price_to: content.price_to / 100, currency: 'EUR' };
  }
  return {
    price_from: (content.offer_price_from ?? 0) / 100,
    price_to: (content.offer_price_to ?? 0) / 100,
    currency: content.offer_currency,
  };
}
