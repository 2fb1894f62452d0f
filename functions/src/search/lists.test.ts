import { describe, expect, it } from 'vitest';
import type { ServiceSearchAttributes } from '#data/service-items';
import { companyEntries, listId, parseListId, takesFrom, withEntry, withoutCompany, type ListEntry } from './lists';

const service = (overrides: Partial<ServiceSearchAttributes> = {}): ServiceSearchAttributes => ({
  country: 'DE',
  countries: [],
  immigration_purposes: [1],
  categories: [101],
  main_category: 100,
  ...overrides,
});

describe('companyEntries', () => {
  it('puts a company in every list its service matches, "any" included', () => {
    const entries = companyEntries('c1', 2, [service({ immigration_purposes: [1, 2], categories: [101, 102] })]);
    // target: DE or any (2) × purpose: 1, 2 or any (3) × category: 101, 102, parent 100 or any (4)
    expect(entries.size).toBe(24);
    expect(entries.get(listId({ to: 'DE', purpose: 2, category: 100 }))).toEqual({ id: 'c1', rank: 2, from: null });
    expect(entries.has(listId({}))).toBe(true);
    expect(entries.has(listId({ to: 'FR' }))).toBe(false);
  });

  it('joins the source countries of the services that match, and "anywhere" wins', () => {
    const entries = companyEntries('c1', 1, [
      service({ countries: ['UA'] }),
      service({ countries: ['RU', 'UA'] }),
      service({ country: 'PL', countries: [], immigration_purposes: [3] }),
    ]);
    expect(entries.get(listId({ to: 'DE' }))?.from).toEqual(['RU', 'UA']);
    expect(entries.get(listId({ purpose: 3 }))?.from).toBeNull();
    expect(entries.get(listId({}))?.from).toBeNull();
  });
});

describe('list maintenance', () => {
  const entry = (id: string, rank: number): ListEntry => ({ id, rank, from: null });

  it('keeps rank order, then id order, and one entry per company', () => {
    let list = [entry('b', 1), entry('a', 1)].sort(() => 0);
    list = withEntry(list, entry('c', 3));
    list = withEntry(list, entry('a', 2));
    expect(list.map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(withoutCompany(list, 'a').map((item) => item.id)).toEqual(['c', 'b']);
  });
});

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('lists answer exactly what a scan of the services would', () => {
  const next = random(20261123);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], max: number) => [
    ...new Set(Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(values))),
  ];
  const COUNTRIES = ['DE', 'FR', 'PL', 'UA', 'RU', 'KZ'];
  const PURPOSES = [1, 2, 3, 4];
  const PARENTS: Record<number, number[]> = { 100: [101, 102], 200: [201, 202, 203] };

  const randomService = (): ServiceSearchAttributes => {
    const parent = pick([100, 200]);
    return {
      country: pick(COUNTRIES),
      countries: some(COUNTRIES, 3),
      immigration_purposes: [pick(PURPOSES), ...some(PURPOSES, 1)],
      categories: [pick(PARENTS[parent]!), ...some(PARENTS[parent]!, 1)],
      main_category: parent,
    };
  };
  const matches = (
    s: ServiceSearchAttributes,
    f: { to?: string; purpose?: number; category?: number; from?: string },
  ) =>
    (f.to === undefined || s.country === f.to) &&
    (f.purpose === undefined || s.immigration_purposes.includes(f.purpose)) &&
    (f.category === undefined || s.categories.includes(f.category) || s.main_category === f.category) &&
    (f.from === undefined || s.countries.length === 0 || s.countries.includes(f.from));

  it('for 300 random companies and 500 random filters', () => {
    const companies = Array.from({ length: 300 }, (_, index) => ({
      id: `c${index}`,
      services: Array.from({ length: 1 + Math.floor(next() * 3) }, randomService),
    }));
    const lists = new Map<string, ListEntry[]>();
    for (const company of companies)
      for (const [id, entry] of companyEntries(company.id, 1, company.services))
        lists.set(id, withEntry(lists.get(id) ?? [], entry));

    for (let run = 0; run < 500; run++) {
      const filter = {
        to: next() < 0.7 ? pick(COUNTRIES) : undefined,
        purpose: next() < 0.5 ? pick(PURPOSES) : undefined,
        category: next() < 0.5 ? pick([100, 101, 102, 200, 201, 202, 203]) : undefined,
        from: next() < 0.5 ? pick(COUNTRIES) : undefined,
      };
      const found = (lists.get(listId(filter)) ?? []).filter((entry) => takesFrom(entry, filter.from));
      const expected = companies.filter((company) => company.services.some((s) => matches(s, filter)));
      expect(found.map((entry) => entry.id).sort()).toEqual(expected.map((company) => company.id).sort());
    }
  });
});

describe('parseListId', () => {
  it.each([{}, { to: 'DE' }, { to: 'DE', purpose: 3 }, { to: 'DE', purpose: 3, category: 101 }, { category: 100 }])(
    'reads back %o',
    (filter) => {
      expect(parseListId(listId(filter))).toEqual({
        to: undefined,
        purpose: undefined,
        category: undefined,
        ...filter,
      });
    },
  );

  it('refuses text that is no list id', () => {
    expect(parseListId('to=DE|p=3')).toBeUndefined();
  });
});
