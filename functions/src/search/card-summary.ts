import type { CompanyCardSummary } from '#data/companies';
import type { ServiceContent } from '#data/services';

/**
 * What a company card says of the company's public services, kept on its
 * profile by every reindex so that a page of cards reads nothing more than the
 * profiles and contents it already reads (ACCESS-PATTERNS S4): the target
 * countries of its public services (ISO codes, each once, sorted) and the
 * lowest `price_from` (EUR cents) among those that show their price, null when
 * none does.
 */
export type CardSummary = CompanyCardSummary;

export const NO_CARD_SUMMARY: CardSummary = { served_countries: [], min_price_from: null };

type Summarized = Pick<ServiceContent, 'search_attributes' | 'price_from' | 'show_price_block'>;

/** The card summary of a company's public services (their approved contents). */
export function cardSummary(services: readonly Summarized[]): CardSummary {
  const countries = new Set(services.map((service) => service.search_attributes.country).filter(Boolean));
  const prices = services.filter((service) => service.show_price_block).map((service) => service.price_from);
  return {
    served_countries: [...countries].sort(),
    min_price_from: prices.length > 0 ? Math.min(...prices) : null,
  };
}
