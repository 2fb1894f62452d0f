import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { search, searchCountRoute } from '@migralink/shared/api/catalogue';
import { SEARCH, SEARCH_COUNT } from '@migralink/shared/api/search-endpoints';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import { callApi } from '@/api/client';
import { createTranslator } from '@/i18n/format';
import { $locale } from '@/stores/locale';
import { keepQueryInLanguageLinks } from '@/urls/language-links';
import { localizedPath } from '@/urls/localized-url';
import { SelectField } from '../search/SelectField';
import { hasNoOptions, searchOptions } from '../search/options';
import {
  COMPANIES_PATH,
  filtersFromQuery,
  filtersQuery,
  type FilterKey,
  type SearchFilters,
} from '../search/search-url';
import { useSearchInit } from '../search/use-search-init';
import { CompanyItem } from './CompanyItem';
import type { CompanySearchMessages } from './messages';
import {
  apiSearchFilters,
  appendCompanies,
  firstPageResults,
  hasMorePages,
  parentCategoryIds,
  type ApiSearchFilters,
  type SearchResults,
} from './search-request';
import '../search/search-teaser.css';
import './catalogue.css';

/** How long the filters must stay still before the count is asked for. */
const COUNT_DELAY_MS = 300;

type Results = SearchResults;

type ResultsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly network: boolean }
  | {
      readonly status: 'done';
      readonly results: Results;
      readonly loadingMore: boolean;
      readonly moreFailed?: boolean;
    };

type CountState =
  { readonly status: 'idle' | 'counting' | 'failed' } | { readonly status: 'done'; readonly total: number };

/** No answer at all (offline) vs. an error answer of the API. */
function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError);
}

/**
 * The search island is on every landing page, within the page's 90 KB of
 * JavaScript: it calls by endpoint, typed by the contract, and its answers are
 * only shown, never saved back, so they are not checked at run time (that would
 * add zod's ~10 KB to every landing page; the account app, which saves, checks).
 */
async function fetchPage(query: ApiSearchFilters, page: number) {
  return callApi<typeof search>(SEARCH, { query: { ...query, page } });
}

/** A pre-built SEO landing page's start: its filters and the first page of results, already in the HTML. */
export interface InitialSearch {
  readonly locale: Locale;
  readonly filters: SearchFilters;
  readonly results: SearchResults;
}

export interface CompanySearchProps {
  readonly messages: CompanySearchMessages;
  /** On a landing page: the island starts from these instead of loading them (a URL query still wins). */
  readonly initial?: InitialSearch;
}

/** The companies page: four filters, the count before applying, the results a page at a time. */
export default function CompanySearch({ messages, initial }: CompanySearchProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const storeLocale = useStore($locale);
  const locale = initial?.locale ?? storeLocale;
  const [attempt, setAttempt] = useState(0);
  const init = useSearchInit(locale, attempt);
  const [draft, setDraft] = useState<SearchFilters>(initial?.filters ?? {});
  /** The filters of the results shown; undefined until the URL has been read. */
  const [applied, setApplied] = useState<SearchFilters | undefined>(initial?.filters);
  const [searchAttempt, setSearchAttempt] = useState(0);
  const [results, setResults] = useState<ResultsState>(
    initial ? { status: 'done', loadingMore: false, results: initial.results } : { status: 'idle' },
  );
  /** The pre-built first page stands until the filters differ from the landing page's. */
  const prebuilt = useRef(initial ? filtersQuery(initial.filters) : undefined);
  const [count, setCount] = useState<CountState>({ status: 'idle' });
  const formId = useId();
  const resultsId = useId();
  const request = useRef(0);

  // The page opens with the filters of its URL applied (the home search links here with them).
  useEffect(() => {
    const fromUrl = filtersFromQuery(window.location.search);
    if (initial && !filtersQuery(fromUrl)) return;
    setDraft(fromUrl);
    setApplied(fromUrl);
    keepQueryInLanguageLinks(filtersQuery(fromUrl));
    // The landing page's filters are only its start: read once.
  }, []);

  const options = useMemo(
    () =>
      init.status === 'ready'
        ? searchOptions(init.init, locale, (name) => t('home.search.all_in_category', { name }))
        : undefined,
    [init, locale, t],
  );
  const parents = useMemo(() => (init.status === 'ready' ? parentCategoryIds(init.init) : undefined), [init]);

  // The results of the applied filters, page 1 (again when the language changes).
  useEffect(() => {
    if (!applied || !parents) return;
    if (prebuilt.current !== undefined) {
      const same = prebuilt.current === filtersQuery(applied) && searchAttempt === 0 && locale === initial?.locale;
      prebuilt.current = undefined;
      if (same) return;
    }
    const id = ++request.current;
    setResults({ status: 'loading' });
    fetchPage(apiSearchFilters(applied, parents), 1)
      .then(({ data, meta }) => {
        if (id !== request.current) return;
        setResults({ status: 'done', loadingMore: false, results: firstPageResults(data, meta) });
      })
      .catch((error: unknown) => {
        if (id === request.current) setResults({ status: 'failed', network: isNetworkError(error) });
      });
  }, [applied, parents, locale, searchAttempt]);

  // The number of companies the chosen filters would show, before they are applied (debounced).
  useEffect(() => {
    if (!parents) return;
    let current = true;
    setCount({ status: 'counting' });
    const timer = window.setTimeout(() => {
      callApi<typeof searchCountRoute>(SEARCH_COUNT, { query: apiSearchFilters(draft, parents) })
        .then(({ data }) => {
          if (current) setCount({ status: 'done', total: data.total });
        })
        .catch(() => {
          if (current) setCount({ status: 'failed' });
        });
    }, COUNT_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [draft, parents]);

  const change = (name: FilterKey, value: string) => setDraft((filters) => ({ ...filters, [name]: value }));

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = filtersQuery(draft);
    // On a landing page the filters are the path's: other ones are the companies page's own.
    const path = initial ? localizedPath(COMPANIES_PATH, locale) : window.location.pathname;
    window.history.replaceState(window.history.state, '', `${path}${query ? `?${query}` : ''}`);
    keepQueryInLanguageLinks(query);
    setApplied(filtersFromQuery(query));
    setSearchAttempt((n) => n + 1);
  };

  const loadMore = () => {
    if (results.status !== 'done' || !applied || !parents) return;
    const shown = results.results;
    const id = request.current;
    setResults({ status: 'done', results: shown, loadingMore: true });
    fetchPage(apiSearchFilters(applied, parents), shown.page + 1)
      .then(({ data, meta }) => {
        if (id !== request.current) return;
        setResults({
          status: 'done',
          loadingMore: false,
          results: {
            ...shown,
            companies: appendCompanies(shown.companies, data.base_search),
            page: meta.current_page,
            more: hasMorePages(meta),
          },
        });
      })
      .catch(() => {
        if (id === request.current)
          setResults({ status: 'done', results: shown, loadingMore: false, moreFailed: true });
      });
  };

  const empty = options !== undefined && hasNoOptions(options);
  const disabled = !options || empty;
  const field = (
    name: FilterKey,
    label: string,
    anyLabel: string,
    items: Parameters<typeof SelectField>[0]['items'],
  ) => (
    <SelectField
      label={label}
      name={name}
      anyLabel={anyLabel}
      items={items}
      value={draft[name] ?? ''}
      disabled={disabled}
      onChange={change}
    />
  );

  return (
    <div className="company-search">
      <form
        className="company-search__form"
        aria-labelledby={formId}
        aria-busy={init.status === 'loading'}
        onSubmit={apply}
      >
        <h2 id={formId} className="visually-hidden">
          {t('companies.filters')}
        </h2>
        <div className="company-search__fields">
          {field(
            'country_destination',
            t('home.search.country'),
            t('home.search.any_country'),
            options?.countries ?? [],
          )}
          {field('purpose', t('home.search.purpose'), t('home.search.any_purpose'), options?.purposes ?? [])}
          {field('category', t('home.search.category'), t('home.search.any_category'), options?.categories ?? [])}
          {field('from', t('companies.from'), t('companies.any_from'), options?.countries ?? [])}
        </div>
        <div className="company-search__actions">
          <p className="company-search__count" role="status" aria-live="polite">
            {count.status === 'counting' && t('companies.counting')}
            {count.status === 'done' && t('companies.count', { count: count.total })}
          </p>
          <button type="submit" className="search-teaser__submit" disabled={disabled}>
            {t('companies.apply')}
          </button>
        </div>
        {init.status === 'loading' && <p className="search-teaser__status">{t('home.search.loading')}</p>}
        {empty && <p className="search-teaser__status">{t('home.search.empty')}</p>}
        {init.status === 'error' && (
          <div role="alert" className="search-teaser__error">
            <p>{t(init.network ? 'errors.network' : 'home.search.error')}</p>
            <button type="button" className="search-teaser__retry" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </button>
          </div>
        )}
      </form>

      <section className="company-search__results" aria-labelledby={resultsId} aria-busy={results.status === 'loading'}>
        <h2 id={resultsId}>{t('companies.results')}</h2>
        {results.status === 'loading' && <p role="status">{t('companies.loading')}</p>}
        {results.status === 'failed' && (
          <div role="alert" className="search-teaser__error">
            <p>{t(results.network ? 'errors.network' : 'companies.error')}</p>
            <button type="button" className="search-teaser__retry" onClick={() => setSearchAttempt((n) => n + 1)}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {results.status === 'done' && (
          <>
            {results.results.advertisement.length > 0 && (
              <div className="company-search__ads">
                <h3>{t('companies.advertisements')}</h3>
                <p className="company-search__ads-note">{t('ads.explanation')}</p>
                <ul className="company-list">
                  {results.results.advertisement.map((company) => (
                    <CompanyItem key={company.uuid} company={company} locale={locale} t={t} sponsored />
                  ))}
                </ul>
              </div>
            )}
            {results.results.companies.length === 0 ? (
              <p role="status">{t('companies.empty')}</p>
            ) : (
              <ul className="company-list" data-testid="company-list">
                {results.results.companies.map((company) => (
                  <CompanyItem key={company.uuid} company={company} locale={locale} t={t} />
                ))}
              </ul>
            )}
            {results.results.more && (
              <div className="company-search__more">
                <button
                  type="button"
                  className="search-teaser__submit"
                  disabled={results.loadingMore}
                  onClick={loadMore}
                >
                  {results.loadingMore ? t('companies.loading_more') : t('companies.load_more')}
                </button>
                {results.moreFailed && <p role="alert">{t('companies.error')}</p>}
              </div>
            )}
            {results.results.alternative.length > 0 && (
              <div className="company-search__alternative">
                <h2>{t('companies.alternative')}</h2>
                <ul className="company-list">
                  {results.results.alternative.map((company) => (
                    <CompanyItem key={company.uuid} company={company} locale={locale} t={t} />
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
