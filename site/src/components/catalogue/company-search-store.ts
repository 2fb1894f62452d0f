import { atom, computed, map, type ReadableAtom } from 'nanostores';
import type { search as searchRoute, searchCountRoute } from '@migralink/shared/api/catalogue';
import { SEARCH, SEARCH_COUNT } from '@migralink/shared/api/search-endpoints';
import type { Locale } from '@migralink/shared/locales';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { callApi } from '@/api/client';
import { createLoader, type Loaded } from '@/kit/load';
import { localizedPath } from '@/urls/localized-url';
import { fetchSearchInit } from '../search/search-init';
import {
  COMPANIES_PATH,
  filtersFromQuery,
  filtersQuery,
  type FilterKey,
  type SearchFilters,
} from '../search/search-url';
import {
  apiSearchFilters,
  appendCompanies,
  firstPageResults,
  hasMorePages,
  parentCategoryIds,
  type ApiSearchFilters,
  type SearchResults,
} from './search-request';

/** How long the filters must stay still before the count is asked for. */
export const COUNT_DELAY_MS = 300;

/** A pre-built SEO landing page's start: its filters and the first page of results, already in the HTML. */
export interface InitialSearch {
  readonly locale: Locale;
  readonly filters: SearchFilters;
  readonly results: SearchResults;
}

/** What the screen shows of a request: nothing before it was first asked for, then its phases. */
export type Shown<T> = { readonly status: 'idle' } | Loaded<T>;

/** "Load more" under the results: running, or its last attempt failed (the results shown stay). */
export interface MoreState {
  readonly loading: boolean;
  readonly failed: boolean;
}

export interface CompanySearchOptions {
  readonly locale: Locale;
  /** On a landing page: its filters and pre-built first page, which stand until other filters apply. */
  readonly initial?: InitialSearch;
  /**
   * Writes the applied filters into the address (`history.replaceState`): `path` when given
   * (a landing page's other filters are the companies page's), else the current path.
   */
  readonly writeAddress: (path: string | undefined, query: string) => void;
  /** The language links carry the applied filters (`keepQueryInLanguageLinks`). */
  readonly keepQuery: (query: string) => void;
  readonly countDelayMs?: number;
}

const IDLE = { status: 'idle' } as const;
const NO_MORE: MoreState = { loading: false, failed: false };

/**
 * The search island is on every landing page, within the page's 90 KB of
 * JavaScript: it calls by endpoint, typed by the contract, and its answers are
 * only shown, never saved back, so they are not checked at run time (that would
 * add zod's ~10 KB to every landing page; the account app, which saves, checks).
 */
const fetchPage = (query: ApiSearchFilters, page: number) =>
  callApi<typeof searchRoute>(SEARCH, { query: { ...query, page } });

/** Shows `loader`'s state once `$asked` is true; nothing before. */
const shownOnceAsked = <T>($asked: ReadableAtom<boolean>, loader: { $state: ReadableAtom<Loaded<T>> }) =>
  computed([$asked, loader.$state], (asked, state): Shown<T> => (asked ? state : IDLE));

/**
 * The companies search (`/companies/` and the landing pages): the filter lists,
 * the chosen filters and their count before applying (asked 300 ms after the
 * last change; an earlier answer arriving later is dropped), the applied
 * filters' results a page at a time ("load more" never shows a company twice),
 * with their alternatives and advertisements, and retry after a failure.
 */
export function createCompanySearch({
  locale,
  initial,
  writeAddress,
  keepQuery,
  countDelayMs = COUNT_DELAY_MS,
}: CompanySearchOptions) {
  const init = createLoader<SearchInit>();
  const $draft = map<SearchFilters>(initial?.filters ?? {});
  /** The filters of the results shown; undefined until the address has been read. */
  let applied: SearchFilters | undefined = initial?.filters;
  /** Known once the filter lists are loaded: a parent category is sent as such. */
  let parents: ReadonlySet<number> | undefined;
  /** The landing page's pre-built first page stands until the filters differ from its own. */
  let prebuilt = initial !== undefined;

  const results = createLoader<SearchResults>();
  const $searched = atom(initial !== undefined);
  if (initial) results.set(initial.results);
  const $more = atom<MoreState>(NO_MORE);
  /** Bumped by each new search: a "load more" answer of an earlier one is dropped. */
  let generation = 0;

  const count = createLoader<number>();
  const $counted = atom(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Resolves after the delay, unless a later call comes first (then never: that count was dropped). */
  const settle = () =>
    new Promise<void>((resolve) => {
      clearTimeout(timer);
      timer = setTimeout(resolve, countDelayMs);
    });

  function search(): Promise<void> {
    if (!applied || !parents) return Promise.resolve();
    const query = apiSearchFilters(applied, parents);
    generation += 1;
    $more.set(NO_MORE);
    $searched.set(true);
    return results.load(async () => {
      const { data, meta } = await fetchPage(query, 1);
      return firstPageResults(data, meta);
    });
  }

  function recount(): void {
    if (!parents) return;
    const query = apiSearchFilters($draft.get(), parents);
    $counted.set(true);
    void count.load(async () => {
      await settle();
      return (await callApi<typeof searchCountRoute>(SEARCH_COUNT, { query })).data.total;
    });
  }

  /** Loads the filter lists; then the applied filters' results (unless pre-built) and the count. */
  async function loadInit(): Promise<void> {
    await init.load(fetchSearchInit);
    const state = init.$state.get();
    if (state.status !== 'ready') return;
    parents = parentCategoryIds(state.data);
    const searching = prebuilt ? undefined : search();
    prebuilt = false;
    recount();
    await searching;
  }

  async function loadMore(): Promise<void> {
    const state = results.$state.get();
    if (state.status !== 'ready' || !state.data.more || $more.get().loading || !applied || !parents) return;
    const shown = state.data;
    const mine = generation;
    $more.set({ loading: true, failed: false });
    try {
      const { data, meta } = await fetchPage(apiSearchFilters(applied, parents), shown.page + 1);
      if (mine !== generation) return;
      const companies = appendCompanies(shown.companies, data.base_search);
      results.set({ ...shown, companies, page: meta.current_page, more: hasMorePages(meta) });
      $more.set(NO_MORE);
    } catch {
      if (mine === generation) $more.set({ loading: false, failed: true });
    }
  }

  return {
    /** The filter lists. */
    init,
    $draft,
    $count: shownOnceAsked($counted, count),
    $results: shownOnceAsked($searched, results),
    $more: $more as ReadableAtom<MoreState>,

    /**
     * The island runs: the address's filters (`location.search`) apply, unless it has none on a
     * landing page (its own filters stand); then the lists load, and the results with them.
     */
    start(search: string): Promise<void> {
      const fromUrl = filtersFromQuery(search);
      const query = filtersQuery(fromUrl);
      if (!initial || query) {
        $draft.set(fromUrl);
        applied = fromUrl;
        prebuilt = initial !== undefined && query === filtersQuery(initial.filters);
        keepQuery(query);
      }
      return loadInit();
    },
    /** Loads the filter lists again after they failed. */
    retryInit: loadInit,
    /** Another value of one filter: counted once the filters stay still. */
    change(name: FilterKey, value: string): void {
      $draft.setKey(name, value);
      recount();
    },
    /** Applies the chosen filters: into the address, then their first page of results. */
    apply(): Promise<void> {
      const query = filtersQuery($draft.get());
      writeAddress(initial ? localizedPath(COMPANIES_PATH, locale) : undefined, query);
      keepQuery(query);
      applied = filtersFromQuery(query);
      prebuilt = false;
      return search();
    },
    /** Searches again after the results failed. */
    retry: search,
    loadMore,
    /** The island is gone: answers still on their way are dropped. */
    dispose(): void {
      clearTimeout(timer);
      generation += 1;
      init.cancel();
      results.cancel();
      count.cancel();
    },
  };
}

export type CompanySearchStore = ReturnType<typeof createCompanySearch>;
