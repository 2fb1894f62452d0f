import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { CertificateStatus } from '@migralink/shared/schemas/certificates';

/**
 * What a certificate's PDF says once its credential is checked against this page's certificate
 * (docs/product.md, "Certificates"): signed by the platform and this certificate's (`valid`, or the
 * certificate's `expired` or `revoked` today), or not to be trusted: no credential in the file, a credential
 * the platform did not sign, or one of another certificate.
 */
export const PDF_OUTCOMES = [
  'valid',
  'expired',
  'revoked',
  'other_certificate',
  'not_signed',
  'no_credential',
] as const;
export type PdfOutcome = (typeof PDF_OUTCOMES)[number];

/** Reads a PDF's credential and checks it for the certificate shown (`pdf-check.ts`, loaded with the first file). */
export type PdfChecker = (
  bytes: Uint8Array,
  certificate: { readonly number: string; readonly status: CertificateStatus },
) => Promise<PdfOutcome>;

/** How a certificate's credential is signed: a VC-JWT (`typ` `vc+jwt`) with ES256. */
const SIGNED_AS = { typ: 'vc+jwt', algorithms: ['ES256'] };

/** Every certificate number a credential names (its id is the certificate's page, its subject carries the number). */
const NUMBERS = /ML-\d{4}-\d{6}/g;
const numbersIn = (payload: JWTPayload) => new Set(JSON.stringify(payload).match(NUMBERS) ?? []);

/** Whether the credential's own `validUntil` (W3C VC 2.0) has passed. */
const pastValidity = (payload: JWTPayload, now: Date) => {
  const until = typeof payload.validUntil === 'string' ? Date.parse(payload.validUntil) : Number.NaN;
  return until < now.getTime();
};

/** The error jose throws for a credential whose signature holds but whose `exp` has passed. */
const isExpired = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_JWT_EXPIRED';

/**
 * Checks a credential found in a PDF (`undefined`: none) with the platform's public keys, for the certificate
 * `number` whose status the API gave today.
 */
export async function checkCredential(
  credential: string | undefined,
  keys: JSONWebKeySet,
  certificate: { readonly number: string; readonly status: CertificateStatus },
  now = new Date(),
): Promise<PdfOutcome> {
  if (!credential) return 'no_credential';
  let payload: JWTPayload;
  let expired = false;
  try {
    ({ payload } = await jwtVerify(credential, createLocalJWKSet(keys), { ...SIGNED_AS, currentDate: now }));
  } catch (error) {
    if (!isExpired(error)) return 'not_signed';
    // The signature was checked before the dates: the platform signed it, and it has run out.
    payload = (error as { payload: JWTPayload }).payload;
    expired = true;
  }
  const numbers = numbersIn(payload);
  if (numbers.size !== 1 || !numbers.has(certificate.number)) return 'other_certificate';
  if (certificate.status === 'revoked') return 'revoked';
  if (expired || certificate.status === 'expired' || pastValidity(payload, now)) return 'expired';
  return 'valid';
}
