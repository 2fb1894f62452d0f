import type { MessageKey } from '@/i18n/messages';

/** The texts the search teaser island shows; the page picks them and passes them as a prop. */
export const SEARCH_TEASER_KEYS = [
  'home.search.title',
  'home.search.country',
  'home.search.purpose',
  'home.search.category',
  'home.search.any_country',
  'home.search.any_purpose',
  'home.search.any_category',
  'home.search.all_in_category',
  'home.search.submit',
  'home.search.loading',
  'home.search.empty',
  'home.search.error',
  'errors.network',
  'common.retry',
] as const satisfies readonly MessageKey[];

export type SearchTeaserKey = (typeof SEARCH_TEASER_KEYS)[number];
export type SearchTeaserMessages = Readonly<Record<SearchTeaserKey, string>>;
