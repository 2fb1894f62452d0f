/** What a company's public data says of its certificate (`certificate` of its card and page): null when none. */
export interface CertificateMark {
  readonly number: string;
  readonly valid_until: string;
}

/** The badge's element (`certificate-badge-element.ts`). */
export const BADGE_ELEMENT = 'certificate-badge';

/**
 * Whether a certificate valid until `validUntil` still holds at `now`, by the reader's clock at view time: a
 * pre-built page may be older than the certificate's last day (docs/product.md, "Certificates").
 */
export const stillValid = (validUntil: string | undefined, now: number = Date.now()): boolean =>
  Date.parse(validUntil ?? '') > now;
