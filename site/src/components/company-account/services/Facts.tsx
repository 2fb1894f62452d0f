import type { ReactNode } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';

/** A few facts of a service (name, price, country, languages) as a description list. */
export function Facts({ facts }: { readonly facts: readonly (readonly [term: string, value: ReactNode])[] }) {
  return (
    <dl className="services__facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The languages in which a service is complete, by name ("English, Russian"), else `none`. */
export function languageNames(filled: readonly Locale[], t: Translate<`admin.locale.${Locale}`>, none: string): string {
  return filled.length ? filled.map((code) => t(`admin.locale.${code}`)).join(', ') : none;
}
