import type { CertificateVerification } from '@migralink/shared/schemas/certificates';
import { CERTIFICATE_VERIFICATION } from '@migralink/shared/api/endpoints';

/** What a company's public data says of its certificate (`certificate` of its card and page): null when none. */
export interface CertificateMark {
  readonly number: string;
  readonly valid_until: string;
}

export const BADGE_ELEMENT = 'certificate-badge';

/** Whether a certificate valid until `validUntil` still holds at `now` (the reader's clock, at view time). */
export const stillValid = (validUntil: string, now: number = Date.now()): boolean => Date.parse(validUntil) > now;

/**
 * Whether the certificate is valid today as the API says it (`GET /v1/certificates/{number}`, cached at most
 * 5 minutes): how a revocation reaches a pre-built company page within 5 minutes. No answer is no badge: the
 * mark claims nothing it cannot back. A plain `fetch` of the endpoint: this runs on every page with cards, and
 * the site's API client would weigh more than the badge (it needs no header: only the status is read).
 */
export async function validToday(number: string): Promise<boolean> {
  try {
    const answer = await fetch(CERTIFICATE_VERIFICATION.path.replace('{number}', encodeURIComponent(number)), {
      headers: { accept: 'application/json' },
    });
    if (!answer.ok) return false;
    const { data } = (await answer.json()) as { data?: Pick<CertificateVerification, 'status'> };
    return data?.status === 'valid';
  } catch {
    return false;
  }
}

/**
 * Whether a badge shows (docs/product.md, "Certificates"): its certificate has not expired by the reader's
 * clock (a pre-built page may be older than the certificate's last day) and, where the page asks (`live`: the
 * company's page), the API says it is valid today.
 */
export async function badgeShown(
  mark: { readonly number?: string | undefined; readonly validUntil?: string | undefined; readonly live: boolean },
  now: number = Date.now(),
): Promise<boolean> {
  if (!mark.number || !mark.validUntil || !stillValid(mark.validUntil, now)) return false;
  return mark.live ? validToday(mark.number) : true;
}
