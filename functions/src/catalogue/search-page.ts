import type { Locale } from '@migralink/shared/locales';
import type { SearchFilters } from '@migralink/shared/schemas/catalogue';
import { companyCards } from '#search/cards';
import { pageMeta } from '#search/pages';
import { findAlternatives, findCompanies, PER_PAGE } from '#search/search';

/**
 * One page of companies matching the filters; the first page, when fewer than
 * a page match, also has alternatives. 2–4 DynamoDB requests, whatever the
 * number of companies.
 */
export async function searchPage(filters: SearchFilters, page: number, locale: Locale) {
  const found = await findCompanies(filters, page);
  const alternativeIds = page === 1 ? await findAlternatives(filters, found) : [];
  const cards = await companyCards([...found.ids, ...alternativeIds], locale);
  const present = (ids: string[]) => ids.flatMap((id) => cards.get(id) ?? []);
  return {
    data: { base_search: present(found.ids), alternative: present(alternativeIds), advertisement: [] },
    meta: pageMeta(found.total, page, PER_PAGE),
  };
}
