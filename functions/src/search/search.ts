import type { SearchFilters } from '@migralink/shared/schemas/catalogue';
import { readList, readListSlice, readListSummary } from '#data/search-lists';
import { listId, takesFrom, type ListFilter } from './lists';

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
 * One page of one precomputed list. Without a source country the page is read
 * on its own: the list's size row and the part that holds the page, in
 * parallel, however long the list. A source country is checked entry by entry,
 * so such a list is read whole (in one Query up to ~1 MB, some 20,000 companies).
 */
export async function findCompanies(filters: SearchFilters, page = 1, perPage = PER_PAGE): Promise<CompanyPage> {
  const id = listId(listFilter(filters));
  const offset = (page - 1) * perPage;
  const from = filters.country_id;
  if (from !== undefined) {
    const { entries } = await readList(id);
    const matching = entries.filter((entry) => takesFrom(entry, from));
    return {
      ids: matching.slice(offset, offset + perPage).map((entry) => entry.id),
      total: matching.length,
      landing: entries.some((entry) => entry.from?.includes(from)),
    };
  }
  const [summary, entries] = await Promise.all([readListSummary(id), readListSlice(id, offset, perPage)]);
  const total = summary?.total ?? 0;
  return { ids: entries.map((entry) => entry.id), total, landing: total > 0 };
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
