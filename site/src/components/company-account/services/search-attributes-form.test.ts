import { describe, expect, it } from 'vitest';
import type { CategoryGroup, CountryGroup } from '@migralink/shared/schemas/reference';
import {
  EMPTY_SEARCH_ATTRIBUTES,
  hasGroup,
  searchAttributesBody,
  setCountry,
  setMainCategory,
  toggleGroup,
} from './search-attributes-form';

const ID = '5f0c1f7e-2b9d-4c43-9c0f-0b7a4c1b2d3e';
const balkans: CountryGroup = { id: 'balkans', name: 'Balkans', countries: ['RS', 'BA', 'ME'] };
const child = (id: number, parent: number) => ({ id, slug: `c${id}`, name: `C${id}`, parent_id: parent, icon: null });
const groups: CategoryGroup[] = [
  { id: 1, slug: 'visa', name: 'Visa', parent_id: null, icon: null, children: [child(11, 1), child(12, 1)] },
  { id: 2, slug: 'residence', name: 'Residence', parent_id: null, icon: null, children: [child(21, 2)] },
];

describe('country groups as shortcuts', () => {
  it('add all their countries but the target, then remove them again', () => {
    const state = { ...EMPTY_SEARCH_ATTRIBUTES, country: 'RS', countries: ['DE'] };
    const added = toggleGroup(state, balkans);
    expect(added.countries).toEqual(['DE', 'BA', 'ME']);
    expect(hasGroup(added, balkans)).toBe(true);
    expect(toggleGroup(added, balkans).countries).toEqual(['DE']);
  });
});

describe('setCountry', () => {
  it('takes the new target country out of the source countries', () => {
    const state = { ...EMPTY_SEARCH_ATTRIBUTES, countries: ['RS', 'BA'] };
    expect(setCountry(state, 'RS')).toMatchObject({ country: 'RS', countries: ['BA'] });
  });
});

describe('setMainCategory', () => {
  it('keeps only the children of the new main category', () => {
    const state = { ...EMPTY_SEARCH_ATTRIBUTES, main_category: 1, categories: [11, 12] };
    expect(setMainCategory(state, groups, 2)).toMatchObject({ main_category: 2, categories: [] });
    expect(setMainCategory(state, groups, 1).categories).toEqual([11, 12]);
  });
});

describe('searchAttributesBody', () => {
  it('names what is missing', () => {
    expect(searchAttributesBody(ID, EMPTY_SEARCH_ATTRIBUTES)).toEqual({
      ok: false,
      missing: ['country', 'immigration_purposes', 'main_category', 'categories'],
    });
  });

  it('is the PUT body once complete; no source countries means from anywhere', () => {
    const state = { country: 'RS', countries: [], immigration_purposes: [3], main_category: 1, categories: [11] };
    expect(searchAttributesBody(ID, state)).toEqual({
      ok: true,
      body: { uuid: ID, country: 'RS', countries: [], immigration_purposes: [3], categories: [11], main_category: 1 },
    });
  });
});
