import type { LandingPage, LandingPages, SearchFilters } from '@migralink/shared/schemas/catalogue';
import { seoPath, type SeoFilters } from '@migralink/shared/seo';
import { readListSummaries, readPublicCompanies, readRegistry, type ListSummary } from '#data/search-lists';
import { listId, parseListId } from '#search/lists';
import type { CatalogueReference } from '#reference/lists';
import { filterIds } from './seo';

/** Whether the vocabulary has a slug for every value of the filters. */
function named(filters: SeoFilters, reference: CatalogueReference): boolean {
  const country = (code: string | undefined) =>
    code === undefined || reference.countries.some((item) => item.code === code);
  return (
    country(filters.from) &&
    country(filters.to) &&
    (filters.purpose === undefined || reference.purposes.some((item) => item.id === filters.purpose)) &&
    (filters.category === undefined || reference.categories.some((item) => item.id === filters.category))
  );
}

/**
 * The SEO pages of the registry's lists: lists with a target country (and a
 * purpose before any category) make a path, each source country its entries
 * name explicitly one more, counting those and the entries from anywhere.
 */
export function seoPages(summaries: readonly ListSummary[], reference: CatalogueReference): LandingPage[] {
  const pages: LandingPage[] = [];
  for (const summary of summaries) {
    const list = parseListId(summary.list);
    if (!list?.to || (list.purpose === undefined && list.category !== undefined)) continue;
    const base: SeoFilters = { to: list.to, purpose: list.purpose, category: list.category };
    const variants: [SeoFilters, number][] = [
      [base, summary.total],
      ...Object.entries(summary.from).map(([from, count]): [SeoFilters, number] => [
        { ...base, from },
        summary.anywhere + count,
      ]),
    ];
    for (const [filters, total] of variants)
      if (total > 0 && named(filters, reference))
        pages.push({ path: seoPath(filters, reference), filters: filterIds(filters, reference), total });
  }
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The SEO path of the landing page standing for these search filters, of a
 * list the search found on the landing pages: a target country, a purpose
 * before any category, every value with a slug. Where the search should lead
 * instead of a URL with the filters in its query.
 */
export function landingPathOf(filters: SearchFilters, reference: CatalogueReference): string | null {
  const to = filters.country_destination_id;
  const category = filters.category_id ?? filters.parent_category_id;
  if (!to || (filters.immigration_purpose_id === undefined && category !== undefined)) return null;
  const seo: SeoFilters = { from: filters.country_id, to, purpose: filters.immigration_purpose_id, category };
  return named(seo, reference) ? seoPath(seo, reference) : null;
}

/** What the site pre-builds: the two registries, one Query each (in parallel). */
export async function landingPages(reference: CatalogueReference): Promise<LandingPages> {
  const [summaries, companies] = await Promise.all([readRegistry(), readPublicCompanies()]);
  return {
    pages: seoPages(summaries, reference),
    companies: companies.map(({ id, slug }) => ({ uuid: id, slug })),
    services: companies.flatMap((company) => company.services),
  };
}

/** An article's target countries and purposes (at most 10 of each). */
export interface LandingTargets {
  readonly countries: readonly string[];
  readonly purposes: readonly number[];
}

/**
 * The landing pages an article links (the site's `article-targets.ts`): each
 * target country's own and with each target purpose, without a source country
 * or category, those with a public company: the build's pages of those lists
 * (`seoPages`), their registry rows read by key: countries × (purposes + 1)
 * rows, at most 10 × 11 = 110 (two BatchGetItem in parallel), whatever the
 * catalogue's size.
 */
export async function targetLandingPages(
  targets: LandingTargets,
  reference: CatalogueReference,
): Promise<LandingPage[]> {
  const lists = targets.countries.flatMap((to) =>
    [undefined, ...targets.purposes].map((purpose) => listId({ to, purpose })),
  );
  const pages = seoPages(await readListSummaries(lists), reference);
  return pages.filter((page) => page.filters.country_id === null);
}
