import { useStore } from '@nanostores/react';
import { useId, useMemo, type SubmitEvent } from 'react';
import type { Translate } from '@/i18n/format';
import { useHydrated } from '@/kit/island';
import { FilterSelects, fromFilterField, searchFilterFields, type FilterField } from '../search/FilterSelects';
import { hasNoOptions, type SearchOptions } from '../search/option-list';
import type { CompanySearchStore } from './company-search-store';
import type { CompanySearchKey } from './messages';

export interface CompanySearchFormProps {
  readonly search: CompanySearchStore;
  readonly options: SearchOptions;
  readonly t: Translate<CompanySearchKey>;
}

/** The four filters, the count of what they would show, and the button that applies them. */
export function CompanySearchForm({ search, options, t }: CompanySearchFormProps) {
  const draft = useStore(search.$draft);
  const count = useStore(search.$count);
  // The lists are in the HTML; the filters are chosen and applied once the island runs.
  const hydrated = useHydrated();
  const formId = useId();
  // The four filters of the home search.
  const fields = useMemo((): FilterField[] => [...searchFilterFields(t), fromFilterField(t)], [t]);

  const empty = hasNoOptions(options);
  const disabled = empty || !hydrated;
  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search.apply();
  };

  return (
    <form className="company-search__form" aria-labelledby={formId} onSubmit={apply}>
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
          {count.status === 'failed' && t('companies.count_failed')}
        </p>
        <button type="submit" className="search-teaser__submit" disabled={disabled}>
          {t('companies.apply')}
        </button>
      </div>
      {empty && <p className="search-teaser__status">{t('home.search.empty')}</p>}
    </form>
  );
}
