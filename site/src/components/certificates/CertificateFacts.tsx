import type { Locale } from '@migralink/shared/locales';
import type { CertificateVerification, Criterion } from '@migralink/shared/schemas/certificates';
import { countryName } from '@/i18n/country-names';
import type { Translate } from '@/i18n/format';
import { companyPagePath } from '@/urls/catalogue-paths';
import { localizedPath } from '@/urls/localized-url';
import { certificateDay } from './certificate-texts';
import type { CertificatePageKey } from './messages';

type T = Translate<CertificatePageKey>;

/**
 * Whom the certificate was issued to (the company linked to its public page) and when it holds: a list of
 * terms, as a printed certificate sets them out; a revoked one adds the day and the reason's class.
 */
export function CertificateFacts({
  certificate,
  locale,
  t,
}: {
  readonly certificate: CertificateVerification;
  readonly locale: Locale;
  readonly t: T;
}) {
  const { company } = certificate;
  const rows: [CertificatePageKey, string][] = [
    ['certificate_page.legal_name', company.legal_name],
    ['certificate_page.country', countryName(locale, company.country_id)],
    ['certificate_page.valid_from', certificateDay(certificate.valid_from, locale)],
    ['certificate_page.valid_until', certificateDay(certificate.valid_until, locale)],
  ];
  if (certificate.revoked_at)
    rows.push(['certificate_page.revoked_at', certificateDay(certificate.revoked_at, locale)]);
  if (certificate.revocation_reason)
    rows.push(['certificate_page.revocation_reason', t(`certificate_page.reason_${certificate.revocation_reason}`)]);
  return (
    <section className="certificate__card certificate-facts" aria-label={t('certificate_page.holder')}>
      <p className="certificate-facts__label">{t('certificate_page.holder')}</p>
      <p className="certificate-facts__company">{company.name}</p>
      <p className="certificate-facts__page">
        {company.slug ? (
          <a href={localizedPath(companyPagePath(company.slug), locale)}>{t('certificate_page.company_page')}</a>
        ) : (
          t('certificate_page.no_company_page')
        )}
      </p>
      <dl className="certificate-facts__terms">
        {rows.map(([label, value]) => (
          <div key={label} className="certificate-facts__term">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What staff checked: the register entry, then each statement the certificate names. */
export function CheckedList({ criteria, t }: { readonly criteria: readonly Criterion[]; readonly t: T }) {
  return (
    <section className="certificate__card certificate-checked" aria-labelledby="certificate-checked">
      <h2 id="certificate-checked">{t('certificate_page.checked_title')}</h2>
      <p>{t('certificate_page.checked_lead')}</p>
      <ul className="certificate-checked__list">
        <li>{t('certificate_page.checked_register')}</li>
        {criteria.map((criterion) => (
          <li key={criterion}>{t(`certificate_page.criterion.${criterion}`)}</li>
        ))}
      </ul>
    </section>
  );
}
