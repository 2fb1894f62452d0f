import {
  getServicePage,
  listCompanies,
  listCompanyServices,
  recommendedCompanies,
} from '@migralink/shared/api/catalogue';
import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import type { LivePriceKind, PricedService } from './live-prices';

/** A company card's lowest price as a price slot's value (the card's slot is named by the company's id). */
const cardPrice = (card: CompanyCard): PricedService => ({
  uuid: card.uuid,
  price_from: card.price_from,
  price_to: null,
  currency: card.currency,
});

/**
 * The prices of a pre-built page in the visitor's currency (`X-Currency` from the store). Imported only
 * when that currency is not the page's, so the contract's schemas stay off the page otherwise. `id` is a
 * company's or service's id, or a landing page's SEO path (its first page of cards).
 */
export async function livePrices(kind: LivePriceKind, id: string): Promise<readonly PricedService[]> {
  switch (kind) {
    case 'service':
      return [(await callChecked(getServicePage, { params: { id } })).data];
    case 'company':
      return (await callChecked(listCompanyServices, { params: { uuid: id } })).data;
    case 'recommended':
      return (await callChecked(recommendedCompanies, {})).data.map(cardPrice);
    case 'landing': {
      const { data } = await callChecked(listCompanies, { query: { slug: id } });
      return [...data.advertisement, ...data.base_search, ...data.alternative].map(cardPrice);
    }
  }
}
