import type { JSONWebKeySet } from 'jose';
import { SIGNING_KEYS } from '@migralink/shared/api/page-endpoints';
import type { signingKeys } from '@migralink/shared/api/certificates';
import { credentialInPdf } from '@migralink/shared/certificate-pdf';
import { callApi } from '@/api/client';
import { checkCredential, type PdfChecker } from './credential-check';

/**
 * The code the certificate page loads with the first PDF dropped on it (a chunk of its own): it finds the
 * signed credential inside the PDF and checks it with the platform's public keys (`GET /.well-known/jwks.json`,
 * every key ever used, so an older certificate still checks after a key rotation).
 */
export const checkPdf: PdfChecker = async (bytes, certificate) => {
  const [credential, keys] = await Promise.all([
    credentialInPdf(bytes).catch(() => undefined),
    callApi<typeof signingKeys>(SIGNING_KEYS, {}),
  ]);
  return checkCredential(credential, keys as JSONWebKeySet, certificate);
};
