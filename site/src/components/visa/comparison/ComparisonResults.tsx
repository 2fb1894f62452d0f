import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { VisaMapList } from '@migralink/shared/schemas/visa-map';
import { dateText, UTC } from '@/i18n/dates';
import type { Translate } from '@/i18n/format';
import { SearchRetry } from '../../search/SearchRetry';
import { ComparisonTable } from './ComparisonTable';
import type { ComparisonStore, SortOrder } from './comparison-store';
import type { ComparisonKey } from './messages';

export interface ComparisonResultsProps {
  readonly store: ComparisonStore;
  readonly locale: Locale;
  readonly t: Translate<ComparisonKey>;
}

/**
 * The comparison's load: the failure with retry, else the switches and the table of the last
 * comparison loaded (kept while the next one loads, so nothing jumps), with "loading" said above.
 */
export function ComparisonResults({ store, locale, t }: ComparisonResultsProps) {
  const state = useStore(store.$comparison);
  const shown = useStore(store.$shown);
  if (state.status === 'failed')
    return (
      <SearchRetry
        message={t(state.error instanceof ApiError ? 'passport_comparison.error' : 'errors.network')}
        retryLabel={t('common.retry')}
        onRetry={() => void store.retry()}
      />
    );
  const loading = state.status === 'loading';
  return (
    <>
      {loading && (
        <p className="comparison__note" role="status">
          {t('passport_comparison.loading')}
        </p>
      )}
      {shown && <Comparison store={store} data={shown} busy={loading} locale={locale} t={t} />}
    </>
  );
}

function Comparison({
  store,
  data,
  busy,
  locale,
  t,
}: ComparisonResultsProps & { readonly data: VisaMapList; readonly busy: boolean }) {
  const rows = useStore(store.$rows);
  return (
    <section className="comparison__results" aria-busy={busy}>
      <ComparisonSwitches store={store} t={t} />
      <p className="comparison__note" role="status">
        {t('passport_comparison.shown', { count: rows.length, total: data.destinations.length })}
      </p>
      {rows.length === 0 ? (
        <p className="comparison__note">{t('passport_comparison.no_rows')}</p>
      ) : (
        <ComparisonTable data={data} rows={rows} locale={locale} t={t} />
      )}
      <p className="comparison__note">
        {t('passport_comparison.updated', { date: dateText(data.updated_at, locale, UTC) })}
      </p>
    </section>
  );
}

/** "Only differences", "only where a visa is needed" and the order of the destinations. */
function ComparisonSwitches({ store, t }: Omit<ComparisonResultsProps, 'locale'>) {
  const onlyDifferences = useStore(store.$onlyDifferences);
  const onlyVisa = useStore(store.$onlyVisa);
  const sort = useStore(store.$sort);
  const sortId = useId();
  return (
    <div className="comparison__switches">
      <fieldset>
        <legend>{t('passport_comparison.options')}</legend>
        <label>
          <input
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => store.showOnlyDifferences(event.currentTarget.checked)}
          />
          {t('passport_comparison.only_differences')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={onlyVisa}
            onChange={(event) => store.showOnlyVisa(event.currentTarget.checked)}
          />
          {t('passport_comparison.only_visa')}
        </label>
      </fieldset>
      <div className="comparison__sort">
        <label htmlFor={sortId}>{t('passport_comparison.sort')}</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => void store.sortBy(event.currentTarget.value as SortOrder)}
        >
          <option value="asc">{t('passport_comparison.sort_asc')}</option>
          <option value="desc">{t('passport_comparison.sort_desc')}</option>
        </select>
      </div>
    </div>
  );
}
