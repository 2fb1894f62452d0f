import type { SearchFilters } from '@migralink/shared/schemas/catalogue';
import { readListSlice, readListSummary } from '#data/search-lists';
import { readScopedPage } from '#data/search-scopes';
import { listId, type ListFilter } from './lists';

/** Companies per page of results (docs/product.md, "Search"). */
export const PER_PAGE = 12;

const listFilter = (filters: SearchFilters): ListFilter => ({
  to: filters.country_destination_id,
  purpose: filters.immigration_purpose_id,
  category: filters.category_id ?? filters.parent_category_id,
});

/** One page of the companies matching all filters, in list order, and how many match. */
export interface CompanyPage {
  ids: string[];
  total: number;
  /**
   * Whether the list is on the landing pages for exactly these filters: it has
   * companies and, with a source country, one that names that country itself
   * (a company from anywhere alone makes no page of that country, `seoPages`).
   */
  landing: boolean;
}

/**
 * One page of one precomputed list, however long the list: its entries kept
 * in list order with counts by bucket (`readScopedPage`), all of them or,
 * with a source country, those naming it merged with those from anywhere.
 */
export async function findCompanies(filters: SearchFilters, page = 1, perPage = PER_PAGE): Promise<CompanyPage> {
  const from = filters.country_id;
  const { ids, total, named } = await readScopedPage(listId(listFilter(filters)), from, (page - 1) * perPage, perPage);
  return { ids, total, landing: named > 0 };
}

/**
 * How many companies match all filters, from the sizes kept beside each list
 * (written in the same transaction): one small read, however long the list.
 */
export async function countCompanies(filters: SearchFilters): Promise<number> {
  const summary = await readListSummary(listId(listFilter(filters)));
  if (!summary) return 0;
  const from = filters.country_id;
  return from === undefined ? summary.total : summary.anywhere + (summary.from[from] ?? 0);
}

/**
 * When fewer than a page match (`found` is then every match): companies of the
 * same target country with the other filters relaxed, none of the base
 * results, at most a page of them, read from the head of that country's list.
 * Nothing without a target country, or when only the target country was asked.
 */
export async function findAlternatives(filters: SearchFilters, found: CompanyPage): Promise<string[]> {
  const to = filters.country_destination_id;
  const relaxable = [
    filters.country_id,
    filters.immigration_purpose_id,
    filters.category_id,
    filters.parent_category_id,
  ];
  if (!to || found.total >= PER_PAGE || relaxable.every((value) => value === undefined)) return [];
  const exclude = new Set(found.ids);
  const head = await readListSlice(listId({ to }), 0, PER_PAGE + exclude.size);
  return head
    .filter((entry) => !exclude.has(entry.id))
    .slice(0, PER_PAGE)
    .map((entry) => entry.id);
}
