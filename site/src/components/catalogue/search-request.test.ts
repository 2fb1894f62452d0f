import { describe, expect, it } from 'vitest';
import { parentCategoryIds } from '../search/search-lists';
import { apiSearchFilters, appendCompanies, hasMorePages, withoutAdvertised } from './search-request';
import { advertisedCard, companyCard } from './test-companies';

const category = (id: number, parent_id: number | null = null) => ({
  id,
  slug: `c${id}`,
  name: `C${id}`,
  parent_id,
  icon: null,
});

const card = companyCard;

describe('apiSearchFilters', () => {
  const parents = parentCategoryIds({
    categories: [
      { ...category(10), children: [category(11, 10)] },
      { ...category(20), children: [] },
    ],
  });

  it('sends only the filters with a value, each as a one-element list', () => {
    expect(apiSearchFilters({ country_destination: 'DE', purpose: '3', category: '11', from: 'UA' }, parents)).toEqual({
      country_id: ['UA'],
      country_destination_id: ['DE'],
      immigration_purpose_id: [3],
      category_id: [11],
    });
    expect(apiSearchFilters({}, parents)).toEqual({});
    expect(apiSearchFilters({ purpose: '' }, parents)).toEqual({});
  });

  it('sends a category with children as the parent category', () => {
    expect(apiSearchFilters({ category: '10' }, parents)).toEqual({ parent_category_id: [10] });
    expect(apiSearchFilters({ category: '20' }, parents)).toEqual({ category_id: [20] });
  });

  it('leaves out values the API could not take', () => {
    expect(
      apiSearchFilters({ country_destination: 'Germany', purpose: 'x', category: '-1', from: 'ua' }, parents),
    ).toEqual({
      country_id: ['UA'],
    });
  });
});

describe('appendCompanies', () => {
  it('appends the next page without showing a company twice', () => {
    const merged = appendCompanies([card('a'), card('b')], [card('b'), card('c'), card('c'), card('d')]);
    expect(merged.map((company) => company.uuid)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('withoutAdvertised', () => {
  it('leaves out of a list the companies advertised above it, and keeps the rest in order', () => {
    const [a, b, c] = [companyCard('a'), companyCard('b'), companyCard('c')];
    expect(withoutAdvertised([a, b, c], [advertisedCard('b')])).toEqual([a, c]);
    expect(withoutAdvertised([a, b, c], [])).toEqual([a, b, c]);
  });
});

describe('hasMorePages', () => {
  it.each([
    [1, 4, true],
    [4, 4, false],
    [1, 1, false],
  ])('page %i of %i: %s', (current_page, last_page, expected) => {
    expect(hasMorePages({ current_page, last_page })).toBe(expected);
  });
});
