import type { Locale } from '@migralink/shared/locales';
import type { IssuedCertificate } from '@migralink/shared/schemas/certificates';
import { calendarDayText } from '@/i18n/dates';
import type { Translate } from '@/i18n/format';
import { StatusBadge } from './Badges';
import type { ViewKey } from './messages';

/** A date of the API (a day, or a moment) as the reader's language writes the day. */
export const dayText = (iso: string, locale: Locale) => calendarDayText(iso.slice(0, 10), locale);

/** A certificate's number, status, validity and, when revoked, the date and the reason's class. */
export function CertificateFacts({
  certificate,
  locale,
  t,
}: {
  readonly certificate: IssuedCertificate;
  readonly locale: Locale;
  readonly t: Translate<ViewKey>;
}) {
  const { number, status, valid_from: from, valid_until: until, revoked_at: revoked } = certificate;
  return (
    <dl className="cert-facts">
      <div>
        <dt>{t('admin.certificates.number')}</dt>
        <dd className="cert-number">{number}</dd>
      </div>
      <div>
        <dt>{t('admin.certificates.status')}</dt>
        <dd>
          <StatusBadge status={status} t={t} />
        </dd>
      </div>
      <div>
        <dt>{t('admin.certificates.validity')}</dt>
        <dd>{t('admin.certificates.dates', { from: dayText(from, locale), to: dayText(until, locale) })}</dd>
      </div>
      {revoked && (
        <>
          <div>
            <dt>{t('admin.certificates.state.revoked')}</dt>
            <dd>{t('admin.certificates.revoked_on', { date: dayText(revoked, locale) })}</dd>
          </div>
          <div>
            <dt>{t('admin.certificates.revocation_reason')}</dt>
            <dd>{t(`admin.certificates.reason_${certificate.revocation_reason ?? 'other'}`)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
