import type { SearchFilters } from '@migralink/shared/schemas/catalogue';
import { readList, readListSummary } from '#data/search-lists';
import { listId, takesFrom, type ListFilter } from './lists';

/** Companies per page of results (decisions: companies and search 12). */
export const PER_PAGE = 12;

const listFilter = (filters: SearchFilters): ListFilter => ({
  to: filters.country_destination_id,
  purpose: filters.immigration_purpose_id,
  category: filters.category_id ?? filters.parent_category_id,
});

/** Ids of every company matching all filters, in list order: one read of one precomputed list. */
export async function findCompanies(filters: SearchFilters): Promise<string[]> {
  const { entries } = await readList(listId(listFilter(filters)));
  return entries.filter((entry) => takesFrom(entry, filters.country_id)).map((entry) => entry.id);
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
 * When fewer than a page match: companies of the same target country with the
 * other filters relaxed, none of the base results, at most a page of them.
 * Nothing without a target country, or when only the target country was asked.
 */
export async function findAlternatives(filters: SearchFilters, found: readonly string[]): Promise<string[]> {
  const to = filters.country_destination_id;
  const relaxable = [
    filters.country_id,
    filters.immigration_purpose_id,
    filters.category_id,
    filters.parent_category_id,
  ];
  if (!to || found.length >= PER_PAGE || relaxable.every((value) => value === undefined)) return [];
  const exclude = new Set(found);
  const { entries } = await readList(listId({ to }));
  return entries
    .filter((entry) => !exclude.has(entry.id))
    .slice(0, PER_PAGE)
    .map((entry) => entry.id);
}
