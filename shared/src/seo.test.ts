import { describe, expect, it } from 'vitest';
import { parseSeoPath, seoPath, type SeoFilters, type SeoVocabulary } from './seo';

const vocabulary: SeoVocabulary = {
  countries: [
    { code: 'DE', slug: 'germany' },
    { code: 'UA', slug: 'ukraine' },
  ],
  purposes: [{ id: 1, slug: 'work' }],
  categories: [
    { id: 100, slug: 'visas', parent_id: null },
    { id: 101, slug: 'work-visa', parent_id: 100 },
  ],
};

describe('seoPath and parseSeoPath', () => {
  it.each<[string, SeoFilters]>([
    ['germany', { to: 'DE' }],
    ['germany/work', { to: 'DE', purpose: 1 }],
    ['germany/work/visas', { to: 'DE', purpose: 1, category: 100 }],
    ['germany/work/work-visa', { to: 'DE', purpose: 1, category: 101 }],
    ['from-ukraine/germany', { from: 'UA', to: 'DE' }],
    ['from-ukraine/germany/work/work-visa', { from: 'UA', to: 'DE', purpose: 1, category: 101 }],
  ])('round-trips %s', (path, filters) => {
    expect(seoPath(filters, vocabulary)).toBe(path);
    expect(parseSeoPath(path, vocabulary)).toEqual({
      from: undefined,
      purpose: undefined,
      category: undefined,
      ...filters,
    });
    expect(parseSeoPath(`${path}/`, vocabulary)).toEqual(parseSeoPath(path, vocabulary));
  });

  it.each([
    ['an unknown country', 'atlantis'],
    ['an unknown source country', 'from-atlantis/germany'],
    ['only a source country', 'from-ukraine'],
    ['an unknown purpose', 'germany/holiday'],
    ['an unknown category', 'germany/work/golden-visa'],
    ['too many segments', 'germany/work/work-visa/more'],
    ['an empty segment', 'germany//work'],
    ['an empty path', ''],
    ['upper case', 'Germany'],
  ])('refuses %s', (_, path) => {
    expect(parseSeoPath(path, vocabulary)).toBeUndefined();
  });

  it('throws on ids it cannot name', () => {
    expect(() => seoPath({ to: 'FR' }, vocabulary)).toThrow('country FR');
    expect(() => seoPath({ to: 'DE', purpose: 9 }, vocabulary)).toThrow('purpose 9');
  });
});
