import type { ListEntry } from '#data/search-lists';
import type { ServiceSearchAttributes } from '#data/service-items';

export type { ListEntry } from '#data/search-lists';

/**
 * The catalogue search reads precomputed lists of companies, one per
 * combination of target country, purpose and category (each may be "any").
 * A company is in a list when one of its public services matches all three;
 * the source country is the fourth filter, applied to the list's entries,
 * because "applicants from anywhere" would otherwise mean a list per country.
 */
export interface ListFilter {
  /** Target country (ISO alpha-2). */
  to?: string | undefined;
  purpose?: number | undefined;
  /** A child category, or a parent one (which takes all its children). */
  category?: number | undefined;
}

const ANY = '*';

/** The stable name of a list: `to=DE|p=3|c=101`, `*` for a filter left open. */
export function listId({ to, purpose, category }: ListFilter): string {
  return `to=${to ?? ANY}|p=${purpose ?? ANY}|c=${category ?? ANY}`;
}

/** The filter a list id names (the inverse of `listId`); undefined for text that is no list id. */
export function parseListId(id: string): ListFilter | undefined {
  const match = /^to=([^|]+)\|p=([^|]+)\|c=([^|]+)$/.exec(id);
  if (!match) return undefined;
  const [, to, purpose, category] = match as unknown as [string, string, string, string];
  const number = (text: string) => (text === ANY ? undefined : Number(text));
  return { to: to === ANY ? undefined : to, purpose: number(purpose), category: number(category) };
}

const withAny = <T>(values: Iterable<T>): (T | undefined)[] => [undefined, ...new Set(values)];

/**
 * Every list a company belongs to, with its entry there: for each combination
 * its services match, the union of their source countries (or "anywhere" as
 * soon as one of them takes applicants from anywhere).
 */
export function companyEntries(
  companyId: string,
  rank: number,
  services: readonly ServiceSearchAttributes[],
): Map<string, ListEntry> {
  const entries = new Map<string, ListEntry>();
  for (const service of services) {
    const from = service.countries.length ? service.countries : null;
    for (const to of withAny([service.country]))
      for (const purpose of withAny(service.immigration_purposes))
        for (const category of withAny([...service.categories, service.main_category])) {
          const id = listId({ to, purpose, category });
          const entry = entries.get(id);
          if (!entry) entries.set(id, { id: companyId, rank, from: from && [...from] });
          else entry.from = entry.from && from ? [...new Set([...entry.from, ...from])] : null;
        }
  }
  for (const entry of entries.values()) entry.from?.sort();
  return entries;
}

/** Whether an entry takes applicants from a source country (any entry does when none is asked). */
export function takesFrom(entry: ListEntry, from: string | undefined): boolean {
  return from === undefined || entry.from === null || entry.from.includes(from);
}

/** List order: rank first (highest first), then id, so pages never shuffle between requests. */
export function compareEntries(a: ListEntry, b: ListEntry): number {
  return b.rank - a.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The list with `entry` in its place (replacing the company's former entry, if any). */
export function withEntry(list: readonly ListEntry[], entry: ListEntry): ListEntry[] {
  return [...list.filter((other) => other.id !== entry.id), entry].sort(compareEntries);
}

/** The list without a company. */
export function withoutCompany(list: readonly ListEntry[], companyId: string): ListEntry[] {
  return list.filter((entry) => entry.id !== companyId);
}

/** A company as the search sees it: its rank and the search attributes of its public services. */
export interface IndexedCompany {
  id: string;
  rank: number;
  services: readonly ServiceSearchAttributes[];
  /** The company's slug and the ids of those services: its row among the public companies (landing pages). */
  slug: string;
  serviceIds: readonly string[];
}

/** Every list of a set of companies at once, each in list order (seeding, benchmarks). */
export function buildLists(companies: readonly IndexedCompany[]): Map<string, ListEntry[]> {
  const lists = new Map<string, ListEntry[]>();
  for (const company of companies)
    for (const [listId, entry] of companyEntries(company.id, company.rank, company.services)) {
      const list = lists.get(listId);
      if (list) list.push(entry);
      else lists.set(listId, [entry]);
    }
  for (const list of lists.values()) list.sort(compareEntries);
  return lists;
}
