/**
 * SEO paths of the catalogue (docs/product.md, "SEO pages"): lowercase latin
 * segments `{target-country}/{purpose}/{category}`, optionally after a
 * `from-{source-country}` segment; trailing segments may be left out. Pure, so
 * the API resolves paths and the site builds them with the same rules.
 */

/** The slug vocabulary: reference items with their slugs (the stored items fit as they are). */
export interface SeoVocabulary {
  countries: readonly { code: string; slug: string }[];
  purposes: readonly { id: number; slug: string }[];
  categories: readonly { id: number; slug: string; parent_id: number | null }[];
}

/** The filters an SEO path stands for. */
export interface SeoFilters {
  /** Source country (ISO code). */
  from?: string | undefined;
  /** Target country (ISO code). */
  to: string;
  purpose?: number | undefined;
  /** A parent or a child category. */
  category?: number | undefined;
}

const FROM = 'from-';

/** Builds `from-ukraine/germany/work/work-visa`; throws on an id the vocabulary does not know (a caller's bug). */
export function seoPath(filters: SeoFilters, vocabulary: SeoVocabulary): string {
  const slugOf = <T extends { slug: string }>(items: readonly T[], match: (item: T) => boolean, what: string) => {
    const item = items.find(match);
    if (!item) throw new Error(`No SEO slug for ${what}`);
    return item.slug;
  };
  const country = (code: string) => slugOf(vocabulary.countries, (item) => item.code === code, `country ${code}`);
  const segments = [
    ...(filters.from ? [FROM + country(filters.from)] : []),
    country(filters.to),
    ...(filters.purpose === undefined
      ? []
      : [slugOf(vocabulary.purposes, (item) => item.id === filters.purpose, `purpose ${filters.purpose}`)]),
    ...(filters.category === undefined
      ? []
      : [slugOf(vocabulary.categories, (item) => item.id === filters.category, `category ${filters.category}`)]),
  ];
  return segments.join('/');
}

/**
 * The filters of an SEO path (a trailing slash is ignored), or undefined when
 * a segment is unknown, out of place, or the target country is missing. A
 * category segment goes with a purpose segment before it.
 */
export function parseSeoPath(path: string, vocabulary: SeoVocabulary): SeoFilters | undefined {
  const segments = path.split('/').filter((segment, index, all) => segment !== '' || index !== all.length - 1);
  let from: string | undefined;
  if (segments[0]?.startsWith(FROM)) {
    const slug = segments.shift()!.slice(FROM.length);
    from = vocabulary.countries.find((item) => item.slug === slug)?.code;
    if (!from) return undefined;
  }
  const [toSlug, purposeSlug, categorySlug, ...rest] = segments;
  if (!toSlug || rest.length) return undefined;
  const to = vocabulary.countries.find((item) => item.slug === toSlug)?.code;
  const purpose = purposeSlug === undefined ? undefined : vocabulary.purposes.find((item) => item.slug === purposeSlug);
  const category =
    categorySlug === undefined ? undefined : vocabulary.categories.find((item) => item.slug === categorySlug);
  if (!to || (purposeSlug !== undefined && !purpose) || (categorySlug !== undefined && !category)) return undefined;
  return { from, to, purpose: purpose?.id, category: category?.id };
}
