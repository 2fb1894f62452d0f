import type { CategoryGroup, CountryGroup } from '@migralink/shared/schemas/reference';
import type { SearchAttributes } from '@migralink/shared/schemas/service-account';

/**
 * What the search finds a service by (docs/product.md, "Services"): the target country, the source
 * countries (none: applicants from anywhere), purposes, and the main category
 * with some of its child categories. Pure, like the service form.
 */
/** The fields, as the API names them in `errors`. */
export const SEARCH_ATTRIBUTE_FIELDS = [
  'country',
  'countries',
  'immigration_purposes',
  'main_category',
  'categories',
] as const;
export type SearchAttributeField = (typeof SEARCH_ATTRIBUTE_FIELDS)[number];

export interface SearchAttributesState {
  readonly country: string | undefined;
  readonly countries: readonly string[];
  readonly immigration_purposes: readonly number[];
  readonly main_category: number | undefined;
  readonly categories: readonly number[];
}

export const EMPTY_SEARCH_ATTRIBUTES: SearchAttributesState = {
  country: undefined,
  countries: [],
  immigration_purposes: [],
  main_category: undefined,
  categories: [],
};

export function searchAttributesState(answer: SearchAttributes): SearchAttributesState {
  return {
    country: answer.country ?? undefined,
    countries: answer.countries,
    immigration_purposes: answer.immigration_purposes,
    main_category: answer.main_category ?? undefined,
    categories: answer.categories,
  };
}

/** Whether every country of a group (but the target country) is chosen already. */
export function hasGroup(state: SearchAttributesState, group: CountryGroup): boolean {
  const members = group.countries.filter((code) => code !== state.country);
  return members.length > 0 && members.every((code) => state.countries.includes(code));
}

/** A group as a shortcut: adds all its countries, or removes them when all are chosen. The target never is a source. */
export function toggleGroup(state: SearchAttributesState, group: CountryGroup): SearchAttributesState {
  const members = group.countries.filter((code) => code !== state.country);
  const countries = hasGroup(state, group)
    ? state.countries.filter((code) => !members.includes(code))
    : [...state.countries, ...members.filter((code) => !state.countries.includes(code))];
  return { ...state, countries };
}

/** A new target country is no longer one of the source countries (the contract's `unique` rule). */
export function setCountry(state: SearchAttributesState, country: string | undefined): SearchAttributesState {
  return { ...state, country, countries: state.countries.filter((code) => code !== country) };
}

/** The child categories a main category offers. */
export function childrenOf(groups: readonly CategoryGroup[], main: number | undefined) {
  return groups.find((group) => group.id === main)?.children ?? [];
}

/** A new main category keeps only the chosen categories that are its children. */
export function setMainCategory(
  state: SearchAttributesState,
  groups: readonly CategoryGroup[],
  main: number | undefined,
): SearchAttributesState {
  const children = new Set(childrenOf(groups, main).map((child) => child.id));
  return { ...state, main_category: main, categories: state.categories.filter((id) => children.has(id)) };
}

export type SearchAttributesBody = {
  uuid: string;
  country: string;
  countries: string[];
  immigration_purposes: number[];
  categories: number[];
  main_category: number;
};

/** The PUT body, or the fields still missing (all but the source countries are required). */
export function searchAttributesBody(
  uuid: string,
  state: SearchAttributesState,
): { ok: true; body: SearchAttributesBody } | { ok: false; missing: string[] } {
  const missing: string[] = [];
  if (!state.country) missing.push('country');
  if (state.immigration_purposes.length === 0) missing.push('immigration_purposes');
  if (state.main_category === undefined) missing.push('main_category');
  if (state.categories.length === 0) missing.push('categories');
  if (missing.length > 0 || !state.country || state.main_category === undefined) return { ok: false, missing };
  return {
    ok: true,
    body: {
      uuid,
      country: state.country,
      countries: state.countries.filter((code) => code !== state.country),
      immigration_purposes: [...state.immigration_purposes],
      categories: [...state.categories],
      main_category: state.main_category,
    },
  };
}
