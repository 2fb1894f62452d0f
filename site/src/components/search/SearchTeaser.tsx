import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, type SubmitEvent } from 'react';
import { createTranslator } from '@/i18n/format';
import { useIsland } from '@/kit/react';
import { $locale } from '@/stores/locale';
import { FilterSelects, searchFilterFields } from './FilterSelects';
import type { SearchTeaserMessages } from './messages';
import { hasNoOptions } from './options';
import { isNetworkFailure } from './search-init';
import { createSearchTeaser } from './search-teaser-store';
import { SearchRetry } from './SearchRetry';
import { useSearchOptions } from './use-search-options';
import './search-teaser.css';

export interface SearchTeaserProps {
  readonly messages: SearchTeaserMessages;
}

/** The home page search: destination, purpose and service, then off to the companies list. */
export default function SearchTeaser({ messages }: SearchTeaserProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const locale = useStore($locale);
  const teaser = useIsland(() => createSearchTeaser({ locale, go: (url) => window.location.assign(url) }));
  const state = useStore(teaser.init.$state);
  const filters = useStore(teaser.$filters);
  const titleId = useId();
  useEffect(() => {
    void teaser.load();
    return teaser.dispose;
  }, [teaser]);

  const options = useSearchOptions(state, locale, t);
  const fields = useMemo(() => searchFilterFields(t), [t]);
  const empty = options !== undefined && hasNoOptions(options);
  const loading = state.status === 'loading';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    teaser.submit();
  };

  return (
    <form className="search-teaser" aria-labelledby={titleId} aria-busy={loading} onSubmit={submit}>
      <h2 id={titleId} className="search-teaser__title">
        {t('home.search.title')}
      </h2>
      <div className="search-teaser__fields">
        <FilterSelects
          fields={fields}
          options={options}
          values={filters}
          disabled={!options || empty}
          onChange={teaser.change}
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
        {state.status === 'failed' && (
          <SearchRetry
            message={t(isNetworkFailure(state) ? 'errors.network' : 'home.search.error')}
            retryLabel={t('common.retry')}
            onRetry={() => void teaser.retry()}
          />
        )}
      </div>
    </form>
  );
}
