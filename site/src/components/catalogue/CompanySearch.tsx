import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { useIsland } from '@/kit/island';
import { keepQueryInLanguageLinks } from '@/urls/language-links';
import type { SearchLists } from '../search/search-lists';
import { createCompanySearch, type InitialSearch } from './company-search-store';
import { CompanySearchForm } from './CompanySearchForm';
import { CompanySearchResults } from './CompanySearchResults';
import type { CompanySearchMessages } from './messages';
import { VisaRuleNote } from './VisaRuleNote';
import '../search/search-teaser.css';
import './catalogue.css';

export interface CompanySearchProps {
  readonly locale: Locale;
  readonly messages: CompanySearchMessages;
  /** The filters' lists, from the build: in the HTML, and no call for them. */
  readonly lists: SearchLists;
  /** On a landing page: the island starts from these instead of loading them (a URL query still wins). */
  readonly initial?: InitialSearch;
}

/** Writes the applied filters into the address without a new history entry. */
const writeAddress = (url: string) => window.history.replaceState(window.history.state, '', url);
/** Goes to a landing page: its own pre-built page, title and canonical; on it already, only its clean address. */
const openLanding = (url: string) =>
  url === window.location.pathname ? writeAddress(url) : window.location.assign(url);

/** The companies page: four filters, the count before applying, the results a page at a time. */
export default function CompanySearch({ locale, messages, lists, initial }: CompanySearchProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const search = useIsland(() =>
    createCompanySearch({
      locale,
      parents: lists.parents,
      initial,
      writeAddress,
      openLanding,
      keepQuery: keepQueryInLanguageLinks,
    }),
  );
  // The page opens with the filters of its URL applied (the home search links here with them).
  useEffect(() => {
    void search.start(window.location.search);
    return search.dispose;
  }, [search]);

  return (
    <div className="company-search">
      <CompanySearchForm search={search} options={lists.options} t={t} />
      <VisaRuleNote search={search} locale={locale} t={t} />
      <CompanySearchResults search={search} locale={locale} t={t} />
    </div>
  );
}
