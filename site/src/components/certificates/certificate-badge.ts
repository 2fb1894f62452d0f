/** What a company's public data says of its certificate (`certificate` of its card and page): null when none. */
export interface CertificateMark {
  readonly number: string;
  readonly valid_until: string;
}

export const BADGE_ELEMENT = 'certificate-badge';

/** Whether a certificate valid until `validUntil` still holds at `now` (the reader's clock, at view time). */
export const stillValid = (validUntil: string, now: number = Date.now()): boolean => Date.parse(validUntil) > now;

/**
 * Whether a badge shows (docs/product.md, "Certificates"): its certificate has not expired by the reader's
 * clock (a pre-built page may be older than the certificate's last day) and, where the page asks (`live`: the
 * company's page), the API says it is valid today (`certificate-status.ts`, loaded only then).
 */
export async function badgeShown(
  mark: { readonly number?: string | undefined; readonly validUntil?: string | undefined; readonly live: boolean },
  now: number = Date.now(),
): Promise<boolean> {
  if (!mark.number || !mark.validUntil || !stillValid(mark.validUntil, now)) return false;
  if (!mark.live) return true;
  const { validToday } = await import('./certificate-status');
  return validToday(mark.number);
}
