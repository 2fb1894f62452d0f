import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import { priceText } from './company-view';

/** How many countries a card names before "+N". */
export const CARD_COUNTRIES = 3;

/** The countries a card names (the first few, in the order the API sorted them) and those it only counts. */
export interface ServedCountries {
  readonly shown: readonly string[];
  readonly rest: readonly string[];
}

/** Splits a company's countries into the few a card names and the rest it sums up as "+N". */
export function servedCountries(countries: CompanyCard['countries'], max = CARD_COUNTRIES): ServedCountries {
  const names = countries.map((country) => country.name);
  // "+1" would take the place of the name it hides: name it instead.
  const cut = names.length === max + 1 ? names.length : max;
  return { shown: names.slice(0, cut), rest: names.slice(cut) };
}

/**
 * The lowest price of a company's services in whole units of its currency (`€900`), written as the
 * services' prices are (`priceText`, which the live prices use too); undefined when none shows a price.
 */
export function cardPriceText(card: Pick<CompanyCard, 'price_from' | 'currency'>, locale: string): string | undefined {
  return priceText({ price_from: card.price_from, price_to: null, currency: card.currency }, locale);
}
