import { gunzipSync, gzipSync } from 'node:zlib';
import { base64url, type JSONWebKeySet } from 'jose';
import { getBit, STATUS_LIST_BITS } from '@migralink/shared/certificate-status';
import type { Signer } from '#lib/signing';
import { issuerProfile } from './issuer';
import { statusListUrl } from './published';
import { signVcJwt, VC_CONTEXT, verifyVcJwt } from './vc-jwt';

/*
 * Revocation published as W3C Bitstring Status Lists (a certificate's place and its bit:
 * `shared/src/certificate-status.ts`): gzipped and base64url-encoded with the multibase prefix `u`.
 */

/** How long a verifier may keep a list (ms): what the route's cache allows. */
export const STATUS_LIST_TTL_MS = 300_000;
export const STATUS_LIST_TYPE = 'BitstringStatusListCredential';

/** A bitstring of `bits` bits, all clear. */
export const emptyBitstring = (bits = STATUS_LIST_BITS): Uint8Array => new Uint8Array(Math.ceil(bits / 8));

/** The `encodedList` of a bitstring: gzip (no time in its header, so the same bits give the same text), base64url, `u`. */
export const encodeBitstring = (bits: Uint8Array): string => `u${base64url.encode(gzipSync(bits, { level: 9 }))}`;

/** The bitstring of an `encodedList`; refuses one that is not multibase base64url gzip of at least 131,072 bits. */
export function decodeBitstring(encoded: string): Uint8Array {
  if (!encoded.startsWith('u')) throw new Error('An encodedList starts with the multibase prefix u');
  const bits = new Uint8Array(gunzipSync(base64url.decode(encoded.slice(1)), { maxOutputLength: 1 << 24 }));
  if (bits.length * 8 < STATUS_LIST_BITS) throw new Error(`A status list holds at least ${STATUS_LIST_BITS} bits`);
  return bits;
}

export interface StatusListCredential {
  '@context': [typeof VC_CONTEXT];
  id: string;
  type: ['VerifiableCredential', typeof STATUS_LIST_TYPE];
  issuer: string;
  validFrom: string;
  credentialSubject: {
    id: string;
    type: 'BitstringStatusList';
    statusPurpose: 'revocation';
    encodedList: string;
    ttl: number;
  };
}

/** A list's credential: its bits as stored (`encodedList`), valid from its last change. */
export function statusListCredential(siteUrl: string, list: number, encodedList: string, updatedAt: string) {
  const id = statusListUrl(siteUrl, list);
  return {
    '@context': [VC_CONTEXT],
    id,
    type: ['VerifiableCredential', STATUS_LIST_TYPE],
    issuer: issuerProfile(siteUrl).id,
    validFrom: updatedAt,
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
      ttl: STATUS_LIST_TTL_MS,
    },
  } satisfies StatusListCredential;
}

/** A list's credential signed as a VC-JWT, issued at its last change. */
export const signStatusList = (
  siteUrl: string,
  list: number,
  encodedList: string,
  updatedAt: string,
  signer: Signer,
): Promise<string> => signVcJwt(statusListCredential(siteUrl, list, encodedList, updatedAt), updatedAt, signer);

/** Whether a signed status list (verified against `jwks`) has the bit of `index` set. */
export async function isRevokedIn(statusListJwt: string, jwks: JSONWebKeySet, index: number): Promise<boolean> {
  const credential = await verifyVcJwt<StatusListCredential>(statusListJwt, jwks, STATUS_LIST_TYPE);
  return getBit(decodeBitstring(credential.credentialSubject.encodedList), index);
}
