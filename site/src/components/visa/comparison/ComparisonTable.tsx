import { useId } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { ComparedDestination, VisaMapList, VisaRule } from '@migralink/shared/schemas/visa-map';
import type { Translate } from '@/i18n/format';
import { daysText } from '@migralink/shared/counts';
import { passportMapUrl } from '@/urls/visa-map-paths';
import type { ComparisonKey } from './messages';

export interface ComparisonTableProps {
  readonly data: VisaMapList;
  /** The destinations the switches keep. */
  readonly rows: readonly ComparedDestination[];
  readonly locale: Locale;
  readonly t: Translate<ComparisonKey>;
}

/**
 * Destinations (rows) × passports (columns): each cell the status named in words, with the days
 * of stay, and a colour class per status (never an inline style: the CSP forbids them). The
 * header gives each passport's mobility score and links its own map. It scrolls sideways on a phone.
 */
export function ComparisonTable({ data, rows, locale, t }: ComparisonTableProps) {
  const captionId = useId();
  const names = new Map(data.visa_statuses.map((status) => [status.id, status.name]));
  const cell = (rule: VisaRule | null, passport: string) => (
    <td
      key={passport}
      className={`visa-status visa-rule--${rule?.status ?? 'own'}`}
      data-status={rule?.status ?? 'own'}
    >
      {rule ? (names.get(rule.status) ?? rule.status) : t('passport_comparison.own_country')}
      {rule?.days ? <span className="visa-status__days">{daysText(rule.days, locale)}</span> : null}
    </td>
  );
  return (
    <div className="comparison__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="comparison-table">
        <caption id={captionId}>
          {t('passport_comparison.caption', { passports: data.passports.map((passport) => passport.name).join(', ') })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('passport_comparison.destination')}</th>
            {data.passports.map((passport) => (
              <th key={passport.id} scope="col">
                <a className="comparison-table__passport" href={passportMapUrl(passport.slug, locale)}>
                  {passport.name}
                </a>
                <span className="comparison-table__mobility">
                  {t('passport_comparison.mobility', { count: passport.mobility })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((destination) => (
            <tr key={destination.id} data-destination={destination.id}>
              <th scope="row">{destination.name}</th>
              {data.passports.map((passport, index) => cell(destination.rules[index] ?? null, passport.id))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
