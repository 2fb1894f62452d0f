import { describe, expect, it } from 'vitest';
import { summarize } from '#data/search-lists';
import { listId } from '#search/lists';
import { seoPages } from './landing-pages';
import type { CatalogueReference } from '#reference/lists';

const reference = {
  countries: [
    { code: 'DE', slug: 'germany' },
    { code: 'UA', slug: 'ukraine' },
  ],
  purposes: [{ id: 1, slug: 'work' }],
  categories: [
    { id: 100, slug: 'visas', parent_id: null },
    { id: 101, slug: 'work-visa', parent_id: 100 },
  ],
} as unknown as CatalogueReference;

const entries = [
  { id: 'a', rank: 3, from: null },
  { id: 'b', rank: 2, from: ['UA', 'XX'] },
  { id: 'c', rank: 1, from: ['UA'] },
];

describe('seoPages', () => {
  it('makes a path of each list with a target country, and one per source country named, with its total', () => {
    const pages = seoPages([summarize(listId({ to: 'DE', purpose: 1, category: 101 }), entries)], reference);
    expect(pages.map(({ path, total }) => [path, total])).toEqual([
      ['from-ukraine/germany/work/work-visa', 3],
      ['germany/work/work-visa', 3],
    ]);
    expect(pages[1]!.filters).toEqual({
      country_id: null,
      country_destination_id: 'DE',
      immigration_purpose_id: 1,
      category_id: 101,
      parent_category_id: 100,
    });
  });

  it('skips lists no path names: no target country, a category without a purpose, an unknown value', () => {
    const summaries = [{}, { category: 100 }, { purpose: 1 }, { to: 'FR' }, { to: 'DE', purpose: 9 }].map((filter) =>
      summarize(listId(filter), entries),
    );
    expect(seoPages(summaries, reference)).toEqual([]);
  });
});
