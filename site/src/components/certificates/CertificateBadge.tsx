import type { HTMLAttributes } from 'react';
import { certificatePagePath } from '@migralink/shared/certificate-path';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { localizedPath } from '@/urls/localized-url';
import type { CertificateMark } from './certificate-badge';
import type { CertificateBadgeKey } from './messages';
import './certificate-badge.css';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'certificate-badge': HTMLAttributes<HTMLElement>;
    }
  }
}

/**
 * The certificate a company's public data carries (`certificate` of `CompanyCard` and `CompanyPage`); undefined
 * from an API that does not send it yet.
 */
export const certificateOf = (company: object): CertificateMark | null | undefined =>
  (company as { readonly certificate?: CertificateMark | null }).certificate;

/**
 * "Certified", linking to the certificate's page: built hidden, shown by `<certificate-badge>`
 * (`CertificateBadgeScript.astro` on the page) while the certificate holds and its status list says it is not
 * revoked. Nothing for a company without a certificate (or data from before cards carried one).
 */
export function CertificateBadge({
  certificate,
  locale,
  t,
}: {
  readonly certificate: CertificateMark | null | undefined;
  readonly locale: Locale;
  readonly t: Translate<CertificateBadgeKey>;
}) {
  if (!certificate) return null;
  return (
    <certificate-badge hidden data-number={certificate.number} data-valid-until={certificate.valid_until}>
      <a
        className="certificate-badge"
        href={localizedPath(certificatePagePath(certificate.number), locale)}
        aria-label={t('certificate_badge.link', { number: certificate.number })}
        title={t('certificate_badge.link', { number: certificate.number })}
      >
        <svg className="certificate-badge__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" />
          <path className="certificate-badge__tick" d="m8.5 12 2.5 2.5 4.5-5" />
        </svg>
        {t('certificate_badge.label')}
      </a>
    </certificate-badge>
  );
}
