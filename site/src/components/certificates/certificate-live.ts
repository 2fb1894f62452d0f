import type { CertificateVerification } from '@migralink/shared/schemas/certificates';
import { CERTIFICATE_VERIFICATION } from '@migralink/shared/api/endpoints';
import { stillValid } from './certificate-badge';

/**
 * Whether the certificate is valid today as the API says it (`GET /v1/certificates/{number}`, cached at most
 * 5 minutes): how a revocation reaches a pre-built company page within 5 minutes. No answer is no badge: the
 * mark claims nothing it cannot back. A plain `fetch` of the endpoint (only the status is read, no header
 * matters): the site's API client would weigh more than the badge.
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

/** A company page's badge shows while its certificate holds by the reader's clock and the API says it is valid today. */
export async function liveBadgeShown(
  mark: { readonly number?: string | undefined; readonly validUntil?: string | undefined },
  now: number = Date.now(),
): Promise<boolean> {
  return Boolean(mark.number) && stillValid(mark.validUntil, now) && validToday(mark.number!);
}
