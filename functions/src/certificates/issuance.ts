import { statusEntryOf, type StatusEntry } from '@migralink/shared/certificate-status';
import { getStatusList } from '#data/status-lists';
import { config } from '#lib/config';
import { signCertificateCredential, type CredentialInput } from './credential';
import { registeredSigner } from './signer';
import { revokeStatusEntry, statusEntryFor } from './status-entries';
import { signStatusList } from './status-list';

/**
 * The signed side of a certificate's life, as the approval, the revocation and the status list route
 * call it: each step may run again without harm (a second issue signs again, which is why its result
 * is stored once and never replaced; a second revocation changes nothing).
 */

/** A certificate's credential at approval: its place in a status list (the list opened) and the signed VC-JWT. */
export async function issueCredential(
  certificate: Omit<CredentialInput, 'siteUrl' | 'status'>,
): Promise<{ credential: string; status: StatusEntry }> {
  const status = await statusEntryFor(certificate.number, certificate.approvedAt);
  const signer = await registeredSigner();
  const credential = await signCertificateCredential({ ...certificate, siteUrl: config.siteUrl, status }, signer);
  return { credential, status };
}

/** Sets a revoked certificate's bit in its status list. */
export const revokeCredential = (number: string, at?: string): Promise<void> =>
  revokeStatusEntry(statusEntryOf(number), at);

/** A status list as a signed credential (`GET /v1/certificate-status/{list}`); `undefined` for a list never opened. */
export async function signedStatusList(list: number): Promise<string | undefined> {
  const stored = await getStatusList(list);
  if (!stored) return undefined;
  return signStatusList(config.siteUrl, list, stored.encoded, stored.updated_at, await registeredSigner());
}
