import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { StateBadge, StatusBadge } from './Badges';
import { dayText } from './CertificateFacts';
import type { ApplicationSummary } from './certificates-store';
import type { CertificatesKey } from './messages';
import { certificateUrl } from './paths';

/** One line of the company's list: the state, and for a certificate its number, status and validity. */
export function ApplicationLine({
  item,
  locale,
  t,
}: {
  readonly item: ApplicationSummary;
  readonly locale: Locale;
  readonly t: Translate<CertificatesKey>;
}) {
  const { certificate } = item;
  const name = certificate?.number ?? t('admin.certificates.application_of', { company: item.company_name });
  return (
    <li className="admin-card cert-line">
      <div className="cert-line__head">
        <a className="cert-line__name" href={certificateUrl(locale, item.id)}>
          {name}
        </a>
        <StateBadge state={item.state} t={t} />
        {certificate && <StatusBadge status={certificate.status} t={t} />}
      </div>
      {certificate && (
        <p className="cert-line__dates">
          {t('admin.certificates.dates', {
            from: dayText(certificate.valid_from, locale),
            to: dayText(certificate.valid_until, locale),
          })}
        </p>
      )}
      <p className="admin-note">{t('admin.certificates.updated', { date: dayText(item.updated_at, locale) })}</p>
    </li>
  );
}
