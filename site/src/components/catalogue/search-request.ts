import type { AdvertisedCard, CompanyCard } from '@migralink/shared/schemas/catalogue';
import type { SearchFilters } from '../search/search-url';

/** The filters of `GET /v1/search` and `/v1/search/count` as the site sends them: each a one-element list. */
export interface ApiSearchFilters {
  country_id?: string[];
  country_destination_id?: string[];
  immigration_purpose_id?: number[];
  category_id?: number[];
  parent_category_id?: number[];
}

function positiveId(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

function countryCode(value: string | undefined): string | undefined {
  const code = value?.toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/**
 * The page's filters as API query parameters (docs/product.md, "Search"): only keys with a value,
 * each as a one-element list; a parent category goes as `parent_category_id`.
 * Values the API could not take (a hand-edited URL) are left out.
 */
export function apiSearchFilters(filters: SearchFilters, parents: ReadonlySet<number>): ApiSearchFilters {
  const query: ApiSearchFilters = {};
  const from = countryCode(filters.from);
  const destination = countryCode(filters.country_destination);
  const purpose = positiveId(filters.purpose);
  const category = positiveId(filters.category);
  if (from) query.country_id = [from];
  if (destination) query.country_destination_id = [destination];
  if (purpose !== undefined) query.immigration_purpose_id = [purpose];
  if (category !== undefined) {
    if (parents.has(category)) query.parent_category_id = [category];
    else query.category_id = [category];
  }
  return query;
}

/** "Load more" (docs/product.md, "Search"): the next page's companies appended, none of those already shown twice. */
export function appendCompanies(shown: readonly CompanyCard[], next: readonly CompanyCard[]): CompanyCard[] {
  const seen = new Set(shown.map((company) => company.uuid));
  const added = next.filter((company) => {
    if (seen.has(company.uuid)) return false;
    seen.add(company.uuid);
    return true;
  });
  return [...shown, ...added];
}

/** The companies of a list but those advertised above it: one card per company on a page (docs/product.md, "Search"). */
export function withoutAdvertised(
  companies: readonly CompanyCard[],
  advertisements: readonly AdvertisedCard[],
): readonly CompanyCard[] {
  const advertised = new Set(advertisements.map((card) => card.uuid));
  return advertised.size === 0 ? companies : companies.filter((company) => !advertised.has(company.uuid));
}

/** Whether another page is there to load. */
export function hasMorePages(meta: { readonly current_page: number; readonly last_page: number }): boolean {
  return meta.current_page < meta.last_page;
}

/** What the companies list shows of one page of results. */
export interface SearchResults {
  readonly companies: readonly CompanyCard[];
  readonly alternative: readonly CompanyCard[];
  /** Paid placements for these filters (at most 3), shown above the results and marked as advertising. */
  readonly advertisement: readonly AdvertisedCard[];
  readonly page: number;
  readonly more: boolean;
  /** The SEO path of the landing page of exactly these filters (`germany/work`), when there is one. */
  readonly landingPath: string | null;
}

/** The first page of a search (or of an SEO path's list) as the list shows it. */
export function firstPageResults(
  data: {
    readonly base_search: readonly CompanyCard[];
    readonly alternative: CompanyCard[];
    readonly advertisement: readonly AdvertisedCard[];
    readonly landing_path?: string | null;
  },
  meta: { readonly current_page: number; readonly last_page: number },
): SearchResults {
  return {
    companies: appendCompanies([], data.base_search),
    alternative: data.alternative,
    advertisement: data.advertisement,
    page: meta.current_page,
    more: hasMorePages(meta),
    landingPath: data.landing_path ?? null,
  };
}
