import type { MessageKey } from '@/i18n/messages';

/** The texts of the filters every search form shows: their labels, "any", and the lists being empty. */
export const SEARCH_FILTER_KEYS = [
  'home.search.country',
  'home.search.purpose',
  'home.search.category',
  'home.search.any_country',
  'home.search.any_purpose',
  'home.search.any_category',
  'companies.from',
  'companies.any_from',
  'home.search.empty',
] as const satisfies readonly MessageKey[];

/** The texts of the home search form; the page picks them and passes them as a prop. */
export const SEARCH_TEASER_KEYS = [
  ...SEARCH_FILTER_KEYS,
  'home.search.title',
  'home.search.submit',
] as const satisfies readonly MessageKey[];

export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];
export type SearchTeaserKey = (typeof SEARCH_TEASER_KEYS)[number];
export type SearchTeaserMessages = Readonly<Record<SearchTeaserKey, string>>;
