import type { verifyCertificate } from '@migralink/shared/api/certificates';
import { CERTIFICATE_VERIFICATION } from '@migralink/shared/api/endpoints';

/** What a company's public data says of its certificate (`certificate` of its card and page): null when none. */
export interface CertificateMark {
  readonly number: string;
  readonly valid_until: string;
}

/**
 * The certificate a company's public data carries (`certificate` of `CompanyCard` and `CompanyPage`); undefined
 * from an API that does not send it yet.
 */
export const certificateOf = (company: object): CertificateMark | null | undefined =>
  (company as { readonly certificate?: CertificateMark | null }).certificate;

export const BADGE_ELEMENT = 'certificate-badge';

/** Whether a certificate valid until `validUntil` still holds at `now` (the reader's clock, at view time). */
export const stillValid = (validUntil: string, now: number = Date.now()): boolean => Date.parse(validUntil) > now;

/**
 * Whether the certificate is valid today as the API says it (`GET /v1/certificates/{number}`, cached at most
 * 5 minutes): how a revocation reaches a pre-built page within 5 minutes. No answer is no badge: the mark
 * claims nothing it cannot back.
 */
export async function validToday(number: string): Promise<boolean> {
  try {
    const { callApi } = await import('@/api/client');
    const answer = await callApi<typeof verifyCertificate>(CERTIFICATE_VERIFICATION, { params: { number } });
    return answer.data.status === 'valid';
  } catch {
    return false;
  }
}

/**
 * Whether a badge shows (docs/product.md, "Certificates"): its certificate has not expired by the reader's
 * clock (a pre-built page may be older than the certificate's last day) and, where the page asks (`live`: the
 * company's page), the API says it is valid today (not revoked since the build).
 */
export async function badgeShown(
  mark: { readonly number?: string | undefined; readonly validUntil?: string | undefined; readonly live: boolean },
  now: number = Date.now(),
): Promise<boolean> {
  if (!mark.number || !mark.validUntil || !stillValid(mark.validUntil, now)) return false;
  return mark.live ? validToday(mark.number) : true;
}
