import type { Locale } from '@migralink/shared/locales';
import type { CertificateVerification } from '@migralink/shared/schemas/certificates';
import { dateText, UTC } from '@/i18n/dates';
import type { Translate } from '@/i18n/format';
import type { CertificatePageKey } from './messages';

/**
 * A certificate's day in the reader's language (`14 March 2027`): in UTC, the day the certificate and its PDF
 * name, whatever the reader's clock.
 */
export const certificateDay = (iso: string, locale: Locale): string => dateText(iso, locale, UTC, 'long');

/** The sentence under the status: valid today, expired on its last day, revoked on its day. */
export function statusText(
  certificate: Pick<CertificateVerification, 'status' | 'valid_until' | 'revoked_at'>,
  locale: Locale,
  t: Translate<CertificatePageKey>,
): string {
  if (certificate.status === 'revoked')
    return t('certificate_page.status_text.revoked', { date: certificateDay(certificate.revoked_at ?? '', locale) });
  if (certificate.status === 'expired')
    return t('certificate_page.status_text.expired', { date: certificateDay(certificate.valid_until, locale) });
  return t('certificate_page.status_text.valid');
}
