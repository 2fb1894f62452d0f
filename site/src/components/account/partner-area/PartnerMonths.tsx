import type { Locale } from '@migralink/shared/locales';
import type { PartnerMonth } from '@migralink/shared/schemas/partners';
import type { Translate } from '@/i18n/format';
import { moneyText } from '@/i18n/money';
import type { PartnerAreaKey } from '../messages';

const COUNTS = ['clicks', 'signups', 'leads', 'paid_plans'] as const;

/** `2026-11` as the reader's language names the month: "November 2026". */
const monthName = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The months with anything counted, newest first: counts and the commission, nothing of any person. */
export function PartnerMonths({
  months,
  locale,
  t,
}: {
  readonly months: readonly PartnerMonth[];
  readonly locale: Locale;
  readonly t: Translate<PartnerAreaKey>;
}) {
  return (
    <section className="partner-area__months" aria-labelledby="partner-months">
      <h2 id="partner-months">{t('partner_area.months')}</h2>
      {months.length === 0 ? (
        <p>{t('partner_area.empty')}</p>
      ) : (
        <div className="partner-area__table-frame">
          <table className="partner-area__table">
            <thead>
              <tr>
                <th scope="col">{t('partner_area.month')}</th>
                {COUNTS.map((count) => (
                  <th scope="col" key={count}>
                    {t(`partner_area.${count}`)}
                  </th>
                ))}
                <th scope="col">{t('partner_area.commission')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} data-month={month.month}>
                  <th scope="row">{monthName(month.month, locale)}</th>
                  {COUNTS.map((count) => (
                    <td key={count} data-count={count}>
                      {month[count]}
                    </td>
                  ))}
                  <td data-count="commission">{moneyText(month.commission / 100, 'EUR', locale, 'always')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="partner-area__privacy">{t('partner_area.privacy')}</p>
    </section>
  );
}
