import type { SearchFilters } from '@migralink/shared/schemas/catalogue';
import { advertisementsFor } from '#billing/advertising';
import { companyCards } from '#search/cards';
import { landingPathOf } from './landing-pages';
import { catalogueReference, type Presentation } from '#reference/lists';
import { pageMeta } from '#search/pages';
import { findAlternatives, findCompanies, PER_PAGE } from '#search/search';

/**
 * One page of companies matching the filters; the first page, when fewer than
 * a page match, also has alternatives, and the SEO path of the landing page
 * that stands for the filters, and the advertisements running for them (the
 * target country's paid slots, read beside the list). 2–5 DynamoDB requests,
 * whatever the number of companies (the reference data is cached per container).
 */
export async function searchPage(filters: SearchFilters, page: number, how: Omit<Presentation, 'reference'>) {
  const [found, advertised] = await Promise.all([findCompanies(filters, page), advertisementsFor(filters)]);
  // The landing page is named from the reference data (cached per container), which the cards read too.
  const landingPath = found.landing ? landingPathOf(filters, await catalogueReference()) : null;
  const alternativeIds = page === 1 ? await findAlternatives(filters, found) : [];
  const cards = await companyCards(
    [...new Set([...found.ids, ...alternativeIds, ...advertised.map((ad) => ad.companyId)])],
    how,
  );
  const present = (ids: string[]) => ids.flatMap((id) => cards.get(id) ?? []);
  const advertisement = advertised.flatMap(({ advertisementId, companyId }) => {
    const card = cards.get(companyId);
    return card ? [{ ...card, advertisement_id: advertisementId }] : [];
  });
  return {
    data: {
      base_search: present(found.ids),
      alternative: present(alternativeIds),
      advertisement,
      landing_path: landingPath,
    },
    meta: pageMeta(found.total, page, PER_PAGE),
  };
}
