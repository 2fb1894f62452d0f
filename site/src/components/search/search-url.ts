import type { Locale } from '@migralink/shared/locales';
import type { SeoFilterIds } from '@migralink/shared/schemas/catalogue';
import { COMPANIES_PATH } from '@/urls/catalogue-paths';
import { localizedPath } from '@/urls/localized-url';

/** The filters of the companies page, as ids (empty = any); the home search sets the first three. */
export interface SearchFilters {
  readonly country_destination?: string;
  readonly purpose?: string;
  readonly category?: string;
  /** The source country: where the applicant comes from. */
  readonly from?: string;
}

/** The query keys of the companies page, in the order the URL lists them. */
export const FILTER_KEYS = ['country_destination', 'purpose', 'category', 'from'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** `country_destination=..&purpose=..&category=..&from=..`, with only the filters that have a value (no `?`). */
export function filtersQuery(filters: SearchFilters): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** The filters a companies page URL carries (`location.search`); unknown keys and blank values are left out. */
export function filtersFromQuery(search: string): SearchFilters {
  const query = new URLSearchParams(search);
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = query.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** `/{locale}/companies/?country_destination=..&purpose=..&category=..`, with only the filters that have a value. */
export function companiesSearchUrl(locale: Locale, filters: SearchFilters): string {
  const text = filtersQuery(filters);
  return localizedPath(COMPANIES_PATH, locale) + (text ? `?${text}` : '');
}

/** The companies page's filters an SEO path stands for: the island opens with them. */
export function landingFilters(ids: SeoFilterIds): SearchFilters {
  const category = ids.category_id ?? ids.parent_category_id;
  return {
    country_destination: ids.country_destination_id,
    ...(ids.immigration_purpose_id === null ? {} : { purpose: String(ids.immigration_purpose_id) }),
    ...(category === null ? {} : { category: String(category) }),
    ...(ids.country_id === null ? {} : { from: ids.country_id }),
  };
}
