import type { Locale } from '@migralink/shared/locales';
import { localizedPath } from '../../urls/localized-url';

/** The filters the home search hands to the companies page, as ids (empty = any). */
export interface SearchFilters {
  readonly country_destination?: string;
  readonly purpose?: string;
  readonly category?: string;
}

export const COMPANIES_PATH = '/companies/';

/** `/{locale}/companies/?country_destination=..&purpose=..&category=..`, with only the filters that have a value. */
export function companiesSearchUrl(locale: Locale, filters: SearchFilters): string {
  const query = new URLSearchParams();
  for (const key of ['country_destination', 'purpose', 'category'] as const) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return localizedPath(COMPANIES_PATH, locale) + (text ? `?${text}` : '');
}
