import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { useIsland } from '@/kit/island';
import { keepQueryInLanguageLinks } from '@/urls/language-links';
import type { PassportChoice } from '../passports';
import { createComparison } from './comparison-store';
import { ComparisonResults } from './ComparisonResults';
import type { ComparisonMessages } from './messages';
import { PassportLead } from './PassportLead';
import { PassportPicker } from './PassportPicker';
import type { ProgrammeLinks } from './programme-links';
import { SecondPassport } from './SecondPassport';
import '@/kit/form.css';
import '../../search/search-teaser.css';
import '../visa-rules.css';
import './comparison.css';

export interface PassportComparisonProps {
  readonly locale: Locale;
  readonly messages: ComparisonMessages;
  /** Every passport the data knows, from the build: the list is in the HTML, no call for it. */
  readonly passports: readonly PassportChoice[];
  /** Where each country's citizenship and residence programmes are listed, from the build. */
  readonly programmes: ProgrammeLinks;
}

/** Writes the chosen passports into the address (no new history entry) and the language links. */
function writeQuery(query: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
  keepQueryInLanguageLinks(query);
}

/** The passport comparison: the chosen passports, their rules side by side, what a second one adds, a lead. */
export default function PassportComparison({ locale, messages, passports, programmes }: PassportComparisonProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() => createComparison({ passports, writeQuery }));
  // The page opens with the passports of its address (`?passports=DE,RU`).
  useEffect(() => {
    void store.start(window.location.search);
    return store.dispose;
  }, [store]);

  return (
    <div className="comparison">
      <PassportPicker store={store} t={t} />
      <ComparisonResults store={store} locale={locale} t={t} />
      <SecondPassport store={store} locale={locale} programmes={programmes} t={t} />
      <PassportLead store={store} t={t} />
    </div>
  );
}
