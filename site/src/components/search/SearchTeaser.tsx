import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type SubmitEvent } from 'react';
import { getSearchInit } from '@migralink/shared/api/reference';
import { ApiError } from '@migralink/shared/client';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { callApi } from '../../api/client';
import { createTranslator } from '../../i18n/format';
import { $locale } from '../../stores/locale';
import type { SearchTeaserMessages } from './messages';
import { hasNoOptions, isOptionGroup, searchOptions, type Option, type OptionGroup } from './options';
import { companiesSearchUrl, type SearchFilters } from './search-url';
import './search-teaser.css';

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly network: boolean }
  | { readonly status: 'ready'; readonly init: SearchInit };

/** Loads the search filter lists (`GET /v1/search/init`) again whenever the language or `attempt` changes. */
function useSearchInit(locale: string, attempt: number): LoadState {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    callApi(getSearchInit, {})
      .then((payload) => {
        // The answer is checked against the shared contract: a drifted API is an error, not a crash.
        const parsed = getSearchInit.response.safeParse(payload);
        if (current) setState(parsed.success ? { status: 'ready', init: parsed.data.data } : errorState(false));
      })
      .catch((error: unknown) => {
        if (current) setState(errorState(!(error instanceof ApiError)));
      });
    return () => {
      current = false;
    };
  }, [locale, attempt]);
  return state;
}

function errorState(network: boolean): LoadState {
  return { status: 'error', network };
}

interface SelectFieldProps {
  readonly label: string;
  readonly name: keyof SearchFilters;
  readonly anyLabel: string;
  readonly items: readonly (Option | OptionGroup)[];
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (name: keyof SearchFilters, value: string) => void;
}

function SelectField({ label, name, anyLabel, items, value, disabled, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="search-teaser__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(name, event.currentTarget.value)}
      >
        <option value="">{anyLabel}</option>
        {items.map((item) =>
          isOptionGroup(item) ? (
            <optgroup key={item.label} label={item.label}>
              {item.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ),
        )}
      </select>
    </div>
  );
}

export interface SearchTeaserProps {
  readonly messages: SearchTeaserMessages;
}

/** The home page search: destination, purpose and service, then off to the companies list. */
export default function SearchTeaser({ messages }: SearchTeaserProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const state = useSearchInit(locale, attempt);
  const [filters, setFilters] = useState<SearchFilters>({});
  const titleId = useId();

  const options = useMemo(
    () =>
      state.status === 'ready'
        ? searchOptions(state.init, locale, (name) => t('home.search.all_in_category', { name }))
        : undefined,
    [state, locale, t],
  );
  const empty = options !== undefined && hasNoOptions(options);
  const loading = state.status === 'loading';

  const change = (name: keyof SearchFilters, value: string) => setFilters((current) => ({ ...current, [name]: value }));
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(companiesSearchUrl(locale, filters));
  };

  const selectsDisabled = !options || empty;
  return (
    <form className="search-teaser" aria-labelledby={titleId} aria-busy={loading} onSubmit={submit}>
      <h2 id={titleId} className="search-teaser__title">
        {t('home.search.title')}
      </h2>
      <div className="search-teaser__fields">
        <SelectField
          label={t('home.search.country')}
          name="country_destination"
          anyLabel={t('home.search.any_country')}
          items={options?.countries ?? []}
          value={filters.country_destination ?? ''}
          disabled={selectsDisabled}
          onChange={change}
        />
        <SelectField
          label={t('home.search.purpose')}
          name="purpose"
          anyLabel={t('home.search.any_purpose')}
          items={options?.purposes ?? []}
          value={filters.purpose ?? ''}
          disabled={selectsDisabled}
          onChange={change}
        />
        <SelectField
          label={t('home.search.category')}
          name="category"
          anyLabel={t('home.search.any_category')}
          items={options?.categories ?? []}
          value={filters.category ?? ''}
          disabled={selectsDisabled}
          onChange={change}
        />
        <button type="submit" className="search-teaser__submit" disabled={loading}>
          {t('home.search.submit')}
        </button>
      </div>
      <div className="search-teaser__messages">
        {loading && (
          <p role="status" className="search-teaser__status">
            {t('home.search.loading')}
          </p>
        )}
        {empty && (
          <p role="status" className="search-teaser__status">
            {t('home.search.empty')}
          </p>
        )}
        {state.status === 'error' && (
          <div role="alert" className="search-teaser__error">
            <p>{t(state.network ? 'errors.network' : 'home.search.error')}</p>
            <button type="button" className="search-teaser__retry" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </button>
          </div>
        )}
      </div>
    </form>
  );
}
