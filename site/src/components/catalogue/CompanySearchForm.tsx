import { useStore } from '@nanostores/react';
import { useId, useMemo, type SubmitEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { FilterSelects, searchFilterFields, type FilterField } from '../search/FilterSelects';
import { hasNoOptions } from '../search/options';
import { isNetworkFailure } from '../search/search-init';
import { SearchRetry } from '../search/SearchRetry';
import { useSearchOptions } from '../search/use-search-options';
import type { CompanySearchStore } from './company-search-store';
import type { CompanySearchKey } from './messages';

export interface CompanySearchFormProps {
  readonly search: CompanySearchStore;
  readonly locale: Locale;
  readonly t: Translate<CompanySearchKey>;
}

/** The four filters, the count of what they would show, and the button that applies them. */
export function CompanySearchForm({ search, locale, t }: CompanySearchFormProps) {
  const init = useStore(search.init.$state);
  const draft = useStore(search.$draft);
  const count = useStore(search.$count);
  const options = useSearchOptions(init, locale, t);
  const formId = useId();
  // The home search's filters, and where the applicant comes from.
  const fields = useMemo(
    (): FilterField[] => [
      ...searchFilterFields(t),
      { name: 'from', label: t('companies.from'), anyLabel: t('companies.any_from'), items: (o) => o.countries },
    ],
    [t],
  );

  const empty = options !== undefined && hasNoOptions(options);
  const disabled = !options || empty;
  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search.apply();
  };

  return (
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
        <FilterSelects fields={fields} options={options} values={draft} disabled={disabled} onChange={search.change} />
      </div>
      <div className="company-search__actions">
        <p className="company-search__count" role="status" aria-live="polite">
          {count.status === 'loading' && t('companies.counting')}
          {count.status === 'ready' && t('companies.count', { count: count.data })}
        </p>
        <button type="submit" className="search-teaser__submit" disabled={disabled}>
          {t('companies.apply')}
        </button>
      </div>
      {init.status === 'loading' && <p className="search-teaser__status">{t('home.search.loading')}</p>}
      {empty && <p className="search-teaser__status">{t('home.search.empty')}</p>}
      {init.status === 'failed' && (
        <SearchRetry
          message={t(isNetworkFailure(init) ? 'errors.network' : 'home.search.error')}
          retryLabel={t('common.retry')}
          onRetry={() => void search.retryInit()}
        />
      )}
    </form>
  );
}
