import { useEffect, useMemo, useState } from 'react';
import { getSearchInit } from '@migralink/shared/api/reference';
import { listCompanies } from '@migralink/shared/api/catalogue';
import type { Locale } from '@migralink/shared/locales';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { optionLabels } from '../search/options';
import { searchLists, type SearchLists } from '../search/search-lists';
import CompanySearch from './CompanySearch';
import { landingTitle } from '@/seo/landing';
import { landingFilters } from '../search/search-url';
import type { LiveLandingMessages } from './messages';
import type { InitialSearch } from './company-search-store';
import { firstPageResults } from './search-request';

interface Landing {
  readonly title: string;
  readonly total: number;
  readonly lists: SearchLists;
  readonly initial: InitialSearch;
}

export interface LiveLandingProps {
  readonly locale: Locale;
  readonly path: string;
  readonly messages: LiveLandingMessages;
  /** The path names no landing page (the API does not know it): the 404 stays. */
  readonly onMissing: () => void;
}

/**
 * An SEO landing page the build did not have (its first company was published
 * since), at its own address: what the pre-built page shows, loaded live.
 */
export default function LiveLanding({ locale, path, messages, onMissing }: LiveLandingProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const [landing, setLanding] = useState<Landing>();
  useEffect(() => {
    let current = true;
    const query = { query: { slug: path } };
    Promise.all([callChecked(listCompanies, query), callChecked(getSearchInit, {})])
      .then(([list, init]) => {
        const filter = list.data.seo_filter;
        if (!current) return;
        if (!filter) return onMissing();
        const title = landingTitle(filter.names, t);
        setLanding({
          title,
          total: list.meta.total,
          lists: searchLists(init.data, locale, optionLabels(t)),
          initial: { filters: landingFilters(filter), results: firstPageResults(list.data, list.meta) },
        });
        document.title = t('meta.title_template', { title, brand: t('common.brand') });
      })
      .catch(() => current && onMissing());
    return () => {
      current = false;
    };
  }, [locale, path, t, onMissing]);

  if (!landing) return <p role="status">{t('companies.loading')}</p>;
  return (
    <div className="companies">
      <h1>{landing.title}</h1>
      <p className="companies__lead">{t('landing.intro', { count: landing.total })}</p>
      <CompanySearch locale={locale} messages={messages} lists={landing.lists} initial={landing.initial} />
    </div>
  );
}
