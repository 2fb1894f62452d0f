import type { SearchFilters, SeoFilterIds } from '@migralink/shared/schemas/catalogue';
import type { Locale } from '@migralink/shared/locales';
import { parseSeoPath, type SeoFilters } from '@migralink/shared/seo';
import { namesIn, type CatalogueReference } from '#reference/lists';

/** The filter ids of parsed SEO filters: a child category also names its parent. */
export function filterIds(filters: SeoFilters, reference: CatalogueReference): SeoFilterIds {
  const category = reference.categories.find((item) => item.id === filters.category);
  return {
    country_id: filters.from ?? null,
    country_destination_id: filters.to,
    immigration_purpose_id: filters.purpose ?? null,
    category_id: category?.parent_id != null ? category.id : null,
    parent_category_id: category ? (category.parent_id ?? category.id) : null,
  };
}

/** The filter ids of an SEO path, or undefined when the path names something unknown. */
export function resolveSeoPath(path: string, reference: CatalogueReference): SeoFilterIds | undefined {
  const filters = parseSeoPath(path, reference);
  return filters && filterIds(filters, reference);
}

/** The ids with the names of their values in one language (the `seo_filter` of a company list). */
export function withNames(ids: SeoFilterIds, reference: CatalogueReference, locale: Locale) {
  const names = namesIn(reference, locale);
  const name = <T>(id: T | null, of: (id: T) => string | null) => (id === null ? null : of(id));
  return {
    ...ids,
    names: {
      country: name(ids.country_id, names.country),
      country_destination: names.country(ids.country_destination_id) ?? ids.country_destination_id,
      immigration_purpose: name(ids.immigration_purpose_id, names.purpose),
      category: name(ids.category_id, names.category),
      parent_category: name(ids.parent_category_id, names.category),
    },
  };
}

/** Search filters from resolved ids (absent where the path leaves a filter open). */
export function searchFiltersOf(ids: SeoFilterIds): SearchFilters {
  return {
    country_id: ids.country_id ?? undefined,
    country_destination_id: ids.country_destination_id,
    immigration_purpose_id: ids.immigration_purpose_id ?? undefined,
    category_id: ids.category_id ?? undefined,
    parent_category_id: ids.parent_category_id ?? undefined,
  };
}
