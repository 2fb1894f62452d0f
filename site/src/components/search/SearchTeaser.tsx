import { useStore } from '@nanostores/react';
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { createTranslator } from '@/i18n/format';
import { $locale } from '@/stores/locale';
import type { SearchTeaserMessages } from './messages';
import { hasNoOptions, searchOptions } from './options';
import { SelectField } from './SelectField';
import { companiesSearchUrl, type FilterKey, type SearchFilters } from './search-url';
import { useSearchInit } from './use-search-init';
import './search-teaser.css';

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

  const change = (name: FilterKey, value: string) => setFilters((current) => ({ ...current, [name]: value }));
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
