import { atom, type ReadableAtom } from 'nanostores';
import type { search as searchRoute, searchCountRoute } from '@migralink/shared/api/catalogue';
import { SEARCH, SEARCH_COUNT } from '@migralink/shared/api/endpoints';
import type { Locale } from '@migralink/shared/locales';
import { callApi } from '@/api/client';
import { fetchPassportMap } from '@/api/visa-map';
import { ApiError } from '@migralink/shared/client';
import { createLoader, type Loaded } from '@/kit/load';
import { $currency } from '@/stores/currency';
import { localizedPath } from '@/urls/localized-url';
import { COMPANIES_PATH } from '@/urls/catalogue-paths';
import { filtersFromQuery, filtersQuery, type FilterKey, type SearchFilters } from '../search/search-url';
import {
  apiSearchFilters,
  appendCompanies,
  firstPageResults,
  hasMorePages,
  type ApiSearchFilters,
  type SearchResults,
} from './search-request';
import type { VisaRuleOptions, VisaRuleShown, VisaRuleStore } from './visa-rule';

/** How long the filters must stay still before the count is asked for. */
export const COUNT_DELAY_MS = 300;
/**
 * How long a count may take once asked: past it the count has failed and says so (a question
 * that never got an answer would otherwise say "Counting companies…" for good).
 */
export const COUNT_DEADLINE_MS = 10_000;

/** The answer of `ask`, or a failure once `ms` have passed without one. */
function withDeadline<T>(ask: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([ask, late]).finally(() => clearTimeout(timer));
}

/** A pre-built SEO landing page's start: its filters and the first page of results, already in the HTML. */
export interface InitialSearch {
  readonly filters: SearchFilters;
  readonly results: SearchResults;
  /** The source country's visa rule in the destination, when the path names both (read by the build). */
  readonly visaRule?: VisaRuleShown | undefined;
}

/** What the screen shows of a request: nothing before it was first asked for, then its phases. */
export type Shown<T> = { readonly status: 'idle' } | Loaded<T>;

/** "Load more" under the results: at rest, running, or its last attempt failed (the results shown stay). */
export type MoreState = 'idle' | 'loading' | 'failed';

export interface CompanySearchOptions extends Omit<VisaRuleOptions, 'fetchMap'> {
  readonly locale: Locale;
  /** The categories that have children (the page's lists, `search-lists.ts`): sent as `parent_category_id`. */
  readonly parents: readonly number[];
  /** On a landing page: its filters and pre-built first page, which stand until other filters apply. */
  readonly initial?: InitialSearch;
  /** Writes the applied filters' address, the companies page's (`history.replaceState`). */
  readonly writeAddress: (url: string) => void;
  /** Opens the landing page of the applied filters, their clean address (`location.assign`, unless already there). */
  readonly openLanding: (url: string) => void;
  /** The language links carry the applied filters (`keepQueryInLanguageLinks`). */
  readonly keepQuery: (query: string) => void;
  readonly countDelayMs?: number;
  readonly countDeadlineMs?: number;
}

const IDLE = { status: 'idle' } as const;

/**
 * The search island is on every landing page, within the page's budget of
 * JavaScript: it calls by endpoint, typed by the contract, and its answers are
 * only shown, never saved back, so they are not checked at run time (that would
 * add zod's ~10 KB to every landing page; the account app, which saves, checks).
 */
const fetchPage = (query: ApiSearchFilters, page: number) =>
  callApi<typeof searchRoute>(SEARCH, { query: { ...query, page } });

/** No answer at all (offline), as opposed to an error answer of the API: the two are told apart on screen. */
export function isNetworkFailure(state: Loaded<unknown>): boolean {
  return state.status === 'failed' && !(state.error instanceof ApiError);
}

/** What the screen shows of `loader`: `start` until it first loads, then the loader's own state. */
function mirror<T>(loader: { $state: ReadableAtom<Loaded<T>> }, start: Shown<T> = IDLE): ReadableAtom<Shown<T>> {
  const $shown = atom<Shown<T>>(start);
  loader.$state.listen((state) => $shown.set(state));
  return $shown;
}

/**
 * The companies search (`/companies/` and the landing pages): the chosen
 * filters (the lists are in the page) and their count before applying (asked 300 ms after the
 * last change; an earlier answer arriving later is dropped; no answer within 10 s, or an error,
 * is a failed count, which the form names, and the next change asks again), the applied
 * filters' results a page at a time ("load more" never shows a company twice),
 * with their alternatives and advertisements, and retry after a failure. Once
 * started, another currency chosen in the header searches again, so the prices
 * shown are in it.
 */
export function createCompanySearch({
  locale,
  parents: parentIds,
  initial,
  writeAddress,
  openLanding,
  keepQuery,
  countDelayMs = COUNT_DELAY_MS,
  countDeadlineMs = COUNT_DEADLINE_MS,
  visitorCountry,
}: CompanySearchOptions) {
  const parents: ReadonlySet<number> = new Set(parentIds);
  const $draft = atom<SearchFilters>(initial?.filters ?? {});
  /** The filters of the results shown; undefined until the address has been read. */
  let applied: SearchFilters | undefined = initial?.filters;

  const results = createLoader<SearchResults>();
  if (initial) results.set(initial.results);
  const $results = mirror(results, initial ? results.$state.get() : IDLE);
  const $more = atom<MoreState>('idle');
  /** Bumped by each new search: a "load more" answer of an earlier one is dropped. */
  let generation = 0;

  const count = createLoader<number>();
  /** The visa rule of the visitor's passport in the applied destination, above the results. */
  const $visaRule = atom<VisaRuleShown | undefined>(initial?.visaRule);
  let visaRule: Promise<VisaRuleStore> | undefined;
  /**
   * Its code (`visa-rule.ts`) loads with the first destination applied, not with the page: the landing
   * pages' first JavaScript stays as it was. Calls keep their order, so the last filters win.
   */
  function showVisaRule(filters: SearchFilters): void {
    if (!visaRule && !filters.country_destination) return $visaRule.set(undefined);
    visaRule ??= import('./visa-rule').then(({ createVisaRule }) => {
      const rule = createVisaRule({ locale, fetchMap: fetchPassportMap, visitorCountry, initial: $visaRule.get() });
      rule.$rule.listen((shown) => $visaRule.set(shown));
      return rule;
    });
    visaRule.then(
      (rule) => void rule.show(filters),
      () => (visaRule = undefined), // Not loaded (offline): the next filters try again.
    );
  }
  let stopCurrency: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Resolves after the delay, unless a later call comes first (then never: that count was dropped). */
  const settle = () =>
    new Promise<void>((resolve) => {
      clearTimeout(timer);
      timer = setTimeout(resolve, countDelayMs);
    });

  /** `counted` takes the number of companies the filters match, which the first page's answer has too. */
  function search(counted?: (total: number) => void): Promise<void> {
    if (!applied) return Promise.resolve();
    const query = apiSearchFilters(applied, parents);
    generation += 1;
    $more.set('idle');
    return results.load(async () => {
      const { data, meta } = await fetchPage(query, 1);
      counted?.(meta.total);
      return firstPageResults(data, meta);
    });
  }

  function recount(): void {
    const query = apiSearchFilters($draft.get(), parents);
    void count.load(async () => {
      await settle();
      const asked = callApi<typeof searchCountRoute>(SEARCH_COUNT, { query });
      return (await withDeadline(asked, countDeadlineMs)).data.total;
    });
  }

  /**
   * A landing page's advertisements are the ones running now, not the build's:
   * its pre-built list stays, and only the placements are asked again (what
   * the build showed is usually what runs, so nothing moves). A failure keeps
   * the built ones rather than put an error over results that are there.
   */
  async function refreshAdvertisements(counted: (total: number) => void): Promise<void> {
    if (!applied) return;
    const mine = generation;
    try {
      const { data, meta } = await fetchPage(apiSearchFilters(applied, parents), 1);
      counted(meta.total);
      const now = results.$state.get();
      if (mine === generation && now.status === 'ready')
        results.set({ ...now.data, advertisement: data.advertisement });
    } catch {
      // The pre-built placements stay.
    }
  }

  async function loadMore(): Promise<void> {
    const state = results.$state.get();
    if (state.status !== 'ready' || !state.data.more || $more.get() === 'loading' || !applied) return;
    const mine = generation;
    $more.set('loading');
    try {
      const { data, meta } = await fetchPage(apiSearchFilters(applied, parents), state.data.page + 1);
      const now = results.$state.get();
      if (mine !== generation || now.status !== 'ready') return;
      const companies = appendCompanies(now.data.companies, data.base_search);
      results.set({ ...now.data, companies, page: meta.current_page, more: hasMorePages(meta) });
      $more.set('idle');
    } catch {
      if (mine === generation) $more.set('failed');
    }
  }

  return {
    $draft: $draft as ReadableAtom<SearchFilters>,
    $count: mirror(count),
    $results,
    $more: $more as ReadableAtom<MoreState>,
    /** The visa rule of the visitor's passport in the applied destination, above the results. */
    $visaRule: $visaRule as ReadableAtom<VisaRuleShown | undefined>,

    /**
     * The island runs: the address's filters (`location.search`) apply; on a landing page over its
     * own (`/companies/germany/?from=UA`: Germany, for applicants from Ukraine, as the visa map links
     * it). With none, a landing page's own filters and pre-built first page stand, with the
     * advertisements running now. Then their results, whose answer counts them too.
     */
    start(address: string): Promise<void> {
      const fromUrl = filtersFromQuery(address);
      const query = filtersQuery(fromUrl);
      if (!initial || query) {
        const filters = { ...initial?.filters, ...fromUrl };
        $draft.set(filters);
        applied = filters;
        keepQuery(filtersQuery(filters));
      }
      const prebuilt =
        initial !== undefined && (query === '' || filtersQuery(applied ?? {}) === filtersQuery(initial.filters));
      // The filters it opens with are counted by their first page's answer, not by a call of their own.
      const opening = filtersQuery($draft.get());
      const counted = (total: number) => {
        if (filtersQuery($draft.get()) === opening) count.set(total);
      };
      const searching = prebuilt ? refreshAdvertisements(counted) : search(counted);
      if (applied) showVisaRule(applied);
      stopCurrency ??= $currency.listen(() => void search());
      return searching;
    },
    /** Another value of one filter: counted once the filters stay still. */
    change(name: FilterKey, value: string): void {
      $draft.set({ ...$draft.get(), [name]: value });
      recount();
    },
    /**
     * Applies the chosen filters: their first page of results, then their
     * address: the landing page that stands for them when there is one (its
     * clean URL, pre-built for search engines), else the companies page's with
     * the filters in its query (on a landing page too).
     */
    async apply(): Promise<void> {
      const query = filtersQuery($draft.get());
      keepQuery(query);
      applied = filtersFromQuery(query);
      showVisaRule(applied);
      await search();
      const state = results.$state.get();
      const landing = state.status === 'ready' ? state.data.landingPath : null;
      if (landing) openLanding(localizedPath(`${COMPANIES_PATH}${landing}/`, locale));
      else writeAddress(localizedPath(COMPANIES_PATH, locale) + (query ? `?${query}` : ''));
    },
    /** Searches again after the results failed. */
    retry: search,
    loadMore,
    /** The island is gone: answers still on their way are dropped. */
    dispose(): void {
      stopCurrency?.();
      void visaRule?.then(
        (rule) => rule.dispose(),
        () => undefined,
      );
      clearTimeout(timer);
      generation += 1;
      results.cancel();
      count.cancel();
    },
  };
}

export type CompanySearchStore = ReturnType<typeof createCompanySearch>;
