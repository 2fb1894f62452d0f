import type { Locale } from '@migralink/shared/locales';
import type { SearchFilters } from '@migralink/shared/schemas/catalogue';
import { companyCards } from '#search/cards';
import { pageOf } from '#search/pages';
import { findAlternatives, findCompanies, PER_PAGE } from '#search/search';

/** One page of companies matching the filters, with alternatives when few match: 2–3 DynamoDB requests. */
export async function searchPage(filters: SearchFilters, page: number, locale: Locale) {
  const found = await findCompanies(filters);
  const { data: pageIds, meta } = pageOf(found, page, PER_PAGE);
  const alternativeIds = await findAlternatives(filters, found);
  const cards = await companyCards([...pageIds, ...alternativeIds], locale);
  const present = (ids: string[]) => ids.flatMap((id) => cards.get(id) ?? []);
  return { data: { base_search: present(pageIds), alternative: present(alternativeIds), advertisement: [] }, meta };
}
