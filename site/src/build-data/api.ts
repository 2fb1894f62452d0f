import * as z from 'zod/mini';
import {
  getCompanyPage,
  getServicePage,
  listCompanies,
  listCompanyServices,
  listLandingPages,
  recommendedCompanies,
} from '@migralink/shared/api/catalogue';
import { getArticle, listArticles, listCountryArticles } from '@migralink/shared/api/articles';
import { getSearchInit } from '@migralink/shared/api/reference';
import { getSitePage } from '@migralink/shared/api/site-pages';
import { listCompanyReviews } from '@migralink/shared/api/reviews';
import { getVisaMap, listVisaMapCountries } from '@migralink/shared/api/visa-map';
import { toQueryString } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { ArticleCard, ArticleSection } from '@migralink/shared/schemas/articles';
import { SITE_PAGE_CONTENT, type SitePageContentOf } from '@migralink/shared/schemas/site-pages';
import type { SitePageKind } from '@migralink/shared/site-pages/pages';
import { buildPath, type Route, type RouteOutput } from '@migralink/shared/route';

/**
 * The API as the build sees it (`API_URL`): what the pre-built pages (SEO landing pages, company pages,
 * the sitemap) are made of. One place, every answer checked against the route's schema from `shared/`.
 * A production build without `API_URL`, or with an API that does not answer, fails with a message naming
 * it: a site silently built without its landing pages would drop them from search engines.
 */
function apiUrl(): string {
  const url = process.env.API_URL;
  if (url) return url.replace(/\/$/, '');
  if (import.meta.env.PROD)
    throw new Error(
      'API_URL is not set: the build fetches the SEO landing pages and company pages from the API (set API_URL to its base URL).',
    );
  return 'http://localhost:3001';
}

/** Prices of pre-built pages are in EUR (a script on the page shows them in the visitor's currency). */
export const BUILD_CURRENCY = 'EUR';

/** GET of a route of the contract, its answer checked against the route's schema. */
async function getChecked<R extends Route>(
  route: R,
  input: { params?: Record<string, string>; query?: Record<string, string> },
  locale: Locale,
): Promise<RouteOutput<R>> {
  const url = apiUrl() + buildPath(route.path, input.params) + toQueryString(input.query);
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'X-Localization': locale, 'X-Currency': BUILD_CURRENCY } });
  } catch (error) {
    throw new Error(`The API at API_URL (${url}) did not answer: ${String(error)}`, { cause: error });
  }
  if (!response.ok) throw new Error(`The API at API_URL answered ${response.status} to GET ${url}`);
  const parsed = z.safeParse(route.response, await response.json());
  if (!parsed.success) throw new Error(`The answer of GET ${url} (API_URL) does not match the contract`);
  return parsed.data as RouteOutput<R>;
}

const cache = new Map<string, Promise<unknown>>();
/** The same call once per build (the sitemap and the pages ask for the landing pages alike). */
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!import.meta.env.PROD) return load();
  let value = cache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    cache.set(key, value);
  }
  return value;
}

/** Every SEO path with a public company and every public company: what is pre-built. */
export function fetchLandingPages() {
  return cached('landing', async () => (await getChecked(listLandingPages, {}, 'en')).data);
}

/**
 * The first page of an SEO path's company list, in a language, with its paid placements named by their
 * advertisements' ids: each visitor's view of the built page counts their impressions
 * (`advertisement-events.ts`).
 */
export function fetchCompaniesOfPath(path: string, locale: Locale) {
  return cached(`companies:${locale}:${path}`, () => getChecked(listCompanies, { query: { slug: path } }, locale));
}

/** A company's public page and its services (prices in EUR), in a language. */
export function fetchCompany(uuid: string, locale: Locale) {
  return cached(`company:${locale}:${uuid}`, async () => {
    const [company, services] = await Promise.all([
      getChecked(getCompanyPage, { params: { uuid } }, locale),
      getChecked(listCompanyServices, { params: { uuid } }, locale),
    ]);
    return { company: company.data, services: services.data };
  });
}

/** The first page of a company's reviews (newest first) with its rating summary, in a language. */
export function fetchCompanyReviews(uuid: string, locale: Locale) {
  return cached(`reviews:${locale}:${uuid}`, () =>
    getChecked(listCompanyReviews, { params: { uuid }, query: { sort: 'newest', page: '1' } }, locale),
  );
}

/** A service's public page with its company's card (prices in EUR), in a language. */
export function fetchService(id: string, locale: Locale) {
  return cached(`service:${locale}:${id}`, async () => {
    const service = await getChecked(getServicePage, { params: { id } }, locale);
    return service.data;
  });
}

/** The companies the home page recommends (premium first), their cards in a language (prices in EUR). */
export function fetchRecommendedCompanies(locale: Locale) {
  return cached(`recommended:${locale}`, async () => (await getChecked(recommendedCompanies, {}, locale)).data);
}

/** The search filter lists in a language: the search forms' options, in the HTML from the start. */
export function fetchSearchInit(locale: Locale) {
  return cached(`search-init:${locale}`, async () => (await getChecked(getSearchInit, {}, locale)).data);
}

/** The passports the visa data knows (named and sorted in a language): the map's and comparison's choices. */
export function fetchVisaMapCountries(locale: Locale) {
  return cached(`visa-countries:${locale}`, async () => (await getChecked(listVisaMapCountries, {}, locale)).data);
}

/** One passport's map in a language: what its pre-built page lists. */
export function fetchVisaMap(passport: string, locale: Locale) {
  return cached(
    `visa-map:${locale}:${passport}`,
    async () => (await getChecked(getVisaMap, { params: { id: passport } }, locale)).data,
  );
}

/** Every published article of a section in a language, newest first: its cards, every page of the list. */
export function fetchSectionArticles(section: ArticleSection, locale: Locale) {
  return cached(`articles:${section}:${locale}`, async () => {
    const cards: ArticleCard[] = [];
    let cursor: string | undefined;
    do {
      const query = { section, locale, ...(cursor ? { cursor } : {}) };
      const { data } = await getChecked(listArticles, { query }, locale);
      cards.push(...data.items);
      cursor = data.next_cursor ?? undefined;
    } while (cursor);
    return cards;
  });
}

/** One published article at its address in a language, with its published translations. */
export function fetchArticle(locale: Locale, slug: string) {
  return cached(
    `article:${locale}:${slug}`,
    async () => (await getChecked(getArticle, { params: { locale, slug } }, locale)).data,
  );
}

/** The newest published articles about a destination in a language (its landing page lists them). */
export function fetchCountryArticles(country: string, locale: Locale) {
  return cached(
    `country-articles:${locale}:${country}`,
    async () => (await getChecked(listCountryArticles, { params: { country }, query: { locale } }, locale)).data.items,
  );
}

/**
 * A programme, webinar or contacts page in a language, as content managers last saved it (or its first
 * edition), its content checked against its kind's shape.
 */
export function fetchSitePage<K extends SitePageKind>(kind: K, slug: string, locale: Locale) {
  return cached(`site-page:${kind}:${slug}:${locale}`, async (): Promise<SitePageContentOf[K]> => {
    const { data } = await getChecked(getSitePage, { params: { kind, slug, locale } }, locale);
    const content = z.safeParse(SITE_PAGE_CONTENT[kind], data.content);
    if (!content.success)
      throw new Error(`The ${kind} page "${slug}" in "${locale}" (API_URL) is not a ${kind}'s content`);
    return content.data as SitePageContentOf[K];
  });
}
