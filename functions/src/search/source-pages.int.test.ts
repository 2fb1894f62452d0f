import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { putAll } from '#data/batch';
import { keys } from '#data/keys';
import { putLists, readList, scopeStoredLists, summarize, updateList, type ListEntry } from '#data/search-lists';
import { compareEntries, listId, takesFrom, withEntry, withoutCompany } from './lists';
import { findCompanies, PER_PAGE } from './search';

/** A purpose id no other test uses, so this file's lists are its own in the shared table. */
const uniquePurpose = () => 900_000 + Math.floor(Math.random() * 99_000);
const SOURCES = ['UA', 'RU', 'KZ'];

/**
 * Companies of every rank, from anywhere, from one or two of SOURCES, in list order; half of the ids start
 * alike, so their buckets hold more than a page (a page then starts inside a bucket).
 */
function entries(count: number, seed: number): ListEntry[] {
  return Array.from({ length: count }, (_, index): ListEntry => {
    const kind = (index * 7 + seed) % 5;
    const from =
      kind === 0 ? null : kind === 1 ? ['UA'] : kind === 2 ? ['KZ', 'RU'] : kind === 3 ? ['RU'] : ['UA', 'KZ'];
    return { id: index % 2 ? `a0${randomUUID().slice(2)}` : randomUUID(), rank: 1 + ((index + seed) % 3), from };
  }).sort(compareEntries);
}

/** Every page of a search, one after another until the last, as the visitor pages through it. */
async function everyPage(filters: Parameters<typeof findCompanies>[0]) {
  const first = await findCompanies(filters, 1);
  const pages = [first];
  for (let page = 2; page <= Math.ceil(first.total / PER_PAGE); page++) pages.push(await findCompanies(filters, page));
  return { total: first.total, ids: pages.flatMap((page) => page.ids), landing: first.landing };
}

const expected = (list: readonly ListEntry[], from: string) =>
  list.filter((entry) => takesFrom(entry, from)).map((entry) => entry.id);

describe('a search with a source country', () => {
  it('pages through the companies taking applicants from there, each once and in list order', async () => {
    const purpose = uniquePurpose();
    const lists = new Map([
      [listId({ purpose }), entries(95, 1)],
      [listId({ to: 'DE', purpose }), entries(40, 2)],
      [listId({ to: 'DE', purpose, category: 101 }), entries(13, 3)],
    ]);
    await putLists(lists);
    for (const [id, list] of lists) {
      const filter = {
        immigration_purpose_id: purpose,
        ...(id.includes('DE') ? { country_destination_id: 'DE' } : {}),
        ...(id.includes('c=101') ? { category_id: 101 } : {}),
      };
      for (const from of SOURCES) {
        const found = await everyPage({ ...filter, country_id: from });
        expect(found.ids).toEqual(expected(list, from));
        expect(found.total).toBe(expected(list, from).length);
        expect(found.landing).toBe(list.some((entry) => entry.from?.includes(from)));
      }
    }
  });

  it('finds only the companies from anywhere for a country no entry names', async () => {
    const purpose = uniquePurpose();
    const list = entries(30, 4);
    await putLists(new Map([[listId({ purpose }), list]]));
    const found = await everyPage({ immigration_purpose_id: purpose, country_id: 'GE' });
    expect(found.ids).toEqual(list.filter((entry) => entry.from === null).map((entry) => entry.id));
    expect(found.landing).toBe(false);
  });

  it('stays in step with the list as companies come, change their plan or countries, and leave', async () => {
    const purpose = uniquePurpose();
    const id = listId({ purpose });
    let list = entries(50, 5);
    await putLists(new Map([[id, list]]));
    const changes: ((current: ListEntry[]) => ListEntry[])[] = [
      (current) => withEntry(current, { id: randomUUID(), rank: 3, from: ['UA'] }),
      (current) => withEntry(current, { ...current[10]!, rank: 1 }),
      (current) => withEntry(current, { ...current[20]!, from: null }),
      (current) => withEntry(current, { ...current[21]!, from: ['KZ', 'UA'] }),
      (current) => withoutCompany(current, current[0]!.id),
    ];
    for (const change of changes) {
      await updateList(id, change);
      list = (await readList(id)).entries;
      for (const from of SOURCES)
        expect((await everyPage({ immigration_purpose_id: purpose, country_id: from })).ids).toEqual(
          expected(list, from),
        );
    }
  });

  it('answers an empty page past the last', async () => {
    const purpose = uniquePurpose();
    await putLists(new Map([[listId({ purpose }), entries(5, 6)]]));
    const found = await findCompanies({ immigration_purpose_id: purpose, country_id: 'UA' }, 3);
    expect(found.ids).toEqual([]);
    expect(found.total).toBe(expected((await readList(listId({ purpose }))).entries, 'UA').length);
  });

  it('is found in lists stored before their scoped entries once they are given them', async () => {
    const purpose = uniquePurpose();
    const id = listId({ purpose });
    const list = entries(30, 7);
    // The layout written before: the list's part and its registry row, nothing by scope.
    const encoded = list.map((entry) => `${entry.id}:${entry.rank}:${entry.from ? entry.from.join(',') : '*'}`);
    await putAll([
      { ...keys.search.part(id, 0), entries: encoded, version: 1 },
      { ...keys.search.registry(id), ...summarize(id, list) },
    ]);
    expect((await findCompanies({ immigration_purpose_id: purpose, country_id: 'UA' })).ids).toEqual([]);
    expect(await scopeStoredLists()).toBeGreaterThanOrEqual(1);
    expect((await everyPage({ immigration_purpose_id: purpose })).ids).toEqual(list.map((entry) => entry.id));
    expect((await everyPage({ immigration_purpose_id: purpose, country_id: 'UA' })).ids).toEqual(expected(list, 'UA'));
    expect(await scopeStoredLists()).toBe(0);
  });
});
