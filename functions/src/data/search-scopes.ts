import type { Item, TransactWriteItem } from '#lib/db';
import { putAll } from './batch';
import { getAll } from './batch-get';
import {
  countedDelete,
  countedPut,
  countsItems,
  readCountedPage,
  totalOf,
  type Bucketing,
  type CountedList,
} from './counted-list';
import { keys } from './keys';

/**
 * A search list's pages, read at a flat cost. Beside its parts (which a
 * reindex reads and writes whole) each list keeps its entries as small items
 * in counted lists (`counted-list.ts`), in list order, by **scope**: `ALL`
 * (every entry), `ANY` (the entries taking applicants from anywhere) and one
 * per source country its entries name (those naming it). A page without a
 * source country reads `ALL`; a page of a source country merges `ANY` with
 * that country's: no entry is copied into a country it does not name, so a
 * company's change writes a few items, however many countries the list has.
 */

/** An entry as the scopes keep it (a `ListEntry` of `search-lists.ts`). */
interface ScopedEntry {
  id: string;
  rank: number;
  from: string[] | null;
}

const ALL = 'ALL';
const ANY = 'ANY';

/**
 * Scoped entries are bucketed by their sort key's first four characters (the
 * rank and the first two hex digits of the company's id): ids are random, so
 * a bucket holds about 1/256 of a rank's entries, ~130 entries of ~90 bytes
 * in a list of 100,000 companies, and a counts item has at most 768 buckets.
 */
const BUCKETS: Bucketing = { prefixLength: 4 };

const scopedList = (listId: string, scope: string): CountedList => ({
  partition: keys.search.scopedList(listId, scope),
  counts: keys.search.scopedCounts(listId, scope),
});

const scopedItem = (listId: string, scope: string, { id, rank }: ScopedEntry) => ({
  ...keys.search.scopedEntry(listId, scope, rank, id),
  id,
  rank,
});

/** The scopes an entry is in: every list's `ALL`, and `ANY` or each country it names. */
const scopesOf = (entry: ScopedEntry) => [ALL, ...new Set(entry.from ?? [ANY])];

/** An entry's scoped items, by their full key. */
function itemsOf(listId: string, entry: ScopedEntry | undefined) {
  const items = new Map<string, { scope: string; item: ReturnType<typeof scopedItem> }>();
  for (const scope of entry ? scopesOf(entry) : []) {
    const item = scopedItem(listId, scope, entry!);
    items.set(`${item.pk}\n${item.sk}`, { scope, item });
  }
  return items;
}

/**
 * What keeps a list's scoped items in step with the list: for each company
 * whose entry changed, its old items out and its new ones in, with their
 * counts (to be merged into one `ADD` per counts item, `mergeCountWrites`).
 * A company coming or going writes 2 items per scope it is in (`ALL` and `ANY`
 * or each country it names) and a counts item each; a change of plan the same
 * twice; a change of countries only the scopes it leaves or enters.
 */
export function scopedWrites(
  listId: string,
  before: readonly ScopedEntry[],
  after: readonly ScopedEntry[],
): TransactWriteItem[] {
  const old = new Map(before.map((entry) => [entry.id, entry]));
  const now = new Map(after.map((entry) => [entry.id, entry]));
  const writes: TransactWriteItem[] = [];
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const [previous, next] = [old.get(id), now.get(id)];
    if (JSON.stringify(previous) === JSON.stringify(next)) continue;
    const gone = itemsOf(listId, previous);
    const come = itemsOf(listId, next);
    for (const [key, { scope, item }] of gone)
      if (!come.has(key)) writes.push(...countedDelete(scopedList(listId, scope), item.sk, BUCKETS));
    for (const [key, { scope, item }] of come)
      if (!gone.has(key)) writes.push(...countedPut(scopedList(listId, scope), item, BUCKETS));
  }
  return writes;
}

/**
 * Lists' scoped items with their counts, written whole into a table that has
 * none of them (seeding; rebuilding lists stored before scopes existed), every
 * list's in the same batches. With `sources`, only the countries named there
 * get theirs (a benchmark's large catalogue, seeded where it is measured).
 */
export async function putScopedLists(
  lists: ReadonlyMap<string, readonly ScopedEntry[]>,
  sources?: readonly string[],
): Promise<void> {
  await putAll([...lists].flatMap(([listId, entries]) => scopedListItems(listId, entries, sources)));
}

/** One list's scoped items and their counts items. */
function scopedListItems(listId: string, entries: readonly ScopedEntry[], sources?: readonly string[]): Item[] {
  const byScope = new Map<string, Item[]>();
  for (const entry of entries)
    for (const scope of scopesOf(entry)) {
      if (sources && scope !== ALL && scope !== ANY && !sources.includes(scope)) continue;
      const items = byScope.get(scope) ?? [];
      items.push(scopedItem(listId, scope, entry));
      byScope.set(scope, items);
    }
  const counts = countsItems(
    new Map([...byScope].map(([scope, items]) => [scopedList(listId, scope), items.map((item) => String(item.sk))])),
    BUCKETS,
  );
  return [...[...byScope.values()].flat(), ...counts];
}

/** A page of a list: its companies' ids, how many the list holds (for the filters), and how many name the country. */
export interface ScopedPage {
  ids: string[];
  total: number;
  named: number;
}

const listOrder = (a: { id: string; rank: number }, b: { id: string; rank: number }) =>
  b.rank - a.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Entries `offset` … `offset + count` of a list, in list order: all of them,
 * or those taking applicants from `from` (its entries naming the country
 * merged with those from anywhere). The counts items in one BatchGetItem, then
 * one Query of each scope from the page's bucket, in parallel: a bucket and a
 * page at most, however long the list.
 */
export async function readScopedPage(
  listId: string,
  from: string | undefined,
  offset: number,
  count: number,
): Promise<ScopedPage> {
  const lists = from === undefined ? [scopedList(listId, ALL)] : [scopedList(listId, ANY), scopedList(listId, from)];
  const { items, counts, total } = (await readCountedPage(lists, {
    offset,
    size: count,
    descending: false,
    compare: listOrder,
  }))!;
  return { ids: items.map((entry) => entry.id), total, named: from === undefined ? total : totalOf([counts[1]!]) };
}

/** Which of these lists have no scoped entries yet (stored before scopes existed): BatchGetItem, 100 a request. */
export async function listsWithoutScopes(listIds: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let start = 0; start < listIds.length; start += 100) {
    const chunk = listIds.slice(start, start + 100);
    const found = new Set(
      (await getAll(chunk.map((listId) => keys.search.scopedCounts(listId, ALL)))).map((item) => String(item.pk)),
    );
    missing.push(...chunk.filter((listId) => !found.has(keys.search.scopedList(listId, ALL))));
  }
  return missing;
}
