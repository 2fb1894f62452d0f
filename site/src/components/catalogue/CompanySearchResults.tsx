import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { AdvertisedCard, CompanyCard } from '@migralink/shared/schemas/catalogue';
import type { Translate } from '@/i18n/format';
import { MoreButton } from '@/kit/more-button';
import { SearchRetry } from '../search/SearchRetry';
import { isNetworkFailure, type CompanySearchStore } from './company-search-store';
import { CompanyItem } from './CompanyItem';
import type { CompanySearchKey } from './messages';
import { withoutAdvertised, type SearchResults } from './search-request';

export interface CompanySearchResultsProps {
  readonly search: CompanySearchStore;
  readonly locale: Locale;
  readonly t: Translate<CompanySearchKey>;
}

/** The applied filters' results: loading, the failure with retry, or the companies with "load more". */
export function CompanySearchResults({ search, locale, t }: CompanySearchResultsProps) {
  const results = useStore(search.$results);
  const resultsId = useId();
  return (
    <section className="company-search__results" aria-labelledby={resultsId} aria-busy={results.status === 'loading'}>
      <h2 id={resultsId}>{t('companies.results')}</h2>
      {results.status === 'loading' && <p role="status">{t('companies.loading')}</p>}
      {results.status === 'failed' && (
        <SearchRetry
          message={t(isNetworkFailure(results) ? 'errors.network' : 'companies.error')}
          retryLabel={t('common.retry')}
          onRetry={() => void search.retry()}
        />
      )}
      {results.status === 'ready' && <ResultsList search={search} results={results.data} locale={locale} t={t} />}
    </section>
  );
}

/**
 * The paid placements for the applied filters, above the results and apart from them: under their own
 * heading, each card marked "Advertising". One row at every width (a strip that scrolls sideways on a
 * phone), so the live placements replacing a landing page's built ones move nothing below them.
 */
function Advertisements({
  advertisements,
  locale,
  t,
}: Omit<CompanySearchResultsProps, 'search'> & { readonly advertisements: readonly AdvertisedCard[] }) {
  const headingId = useId();
  if (advertisements.length === 0) return null;
  return (
    <section className="company-search__ads" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('companies.advertisements')}</h3>
      <p className="company-search__ads-note">{t('ads.explanation')}</p>
      <ul className="company-list company-list--ads">
        {advertisements.map((card) => (
          <CompanyItem
            key={card.advertisement_id}
            company={card}
            locale={locale}
            t={t}
            advertisement={card.advertisement_id}
          />
        ))}
      </ul>
    </section>
  );
}

function ResultsList({ search, results, locale, t }: CompanySearchResultsProps & { readonly results: SearchResults }) {
  const more = useStore(search.$more);
  const list = (companies: readonly CompanyCard[]) =>
    withoutAdvertised(companies, results.advertisement).map((company) => (
      <CompanyItem key={company.uuid} company={company} locale={locale} t={t} />
    ));
  return (
    <>
      <Advertisements advertisements={results.advertisement} locale={locale} t={t} />
      {results.companies.length === 0 ? (
        <p role="status">{t('companies.empty')}</p>
      ) : (
        <ul className="company-list" data-testid="company-list">
          {list(results.companies)}
        </ul>
      )}
      {results.more && (
        <div className="company-search__more">
          <MoreButton
            problem={more === 'failed' ? t('companies.error') : undefined}
            busy={more === 'loading'}
            label={t('companies.load_more')}
            busyLabel={t('companies.loading_more')}
            onMore={() => void search.loadMore()}
          />
        </div>
      )}
      {results.alternative.length > 0 && (
        <div className="company-search__alternative">
          <h2>{t('companies.alternative')}</h2>
          <ul className="company-list">{list(results.alternative)}</ul>
        </div>
      )}
    </>
  );
}
