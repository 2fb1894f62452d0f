import type { Endpoint } from './route';

/**
 * A certificate's place in the W3C Bitstring Status Lists that publish revocation (docs/product.md,
 * "Certificates"), without zod or a compression library: what the functions that set a bit and the
 * "Certified" badges that read one share. A list is 131,072 bits (the W3C minimum, so fetching it says
 * nothing of which certificate is checked), bit 0 the first byte's highest; a set bit is a revoked
 * certificate. It imports no code, so the badges' check loads it within its own file.
 */
export const STATUS_LIST_BITS = 131_072;

/** A status list by method and path (`certificateStatusList` of `api/certificates.ts` is built on it). */
export const CERTIFICATE_STATUS_LIST = {
  operationId: 'certificateStatusList',
  method: 'GET',
  path: '/v1/certificate-status/{list}',
} as const satisfies Endpoint;

/**
 * A number's year and place in that year: the form `CERTIFICATE_NUMBER` of `certificate-pages.ts` checks
 * (`ML-2026-000123`), spelled again here to take its parts, and so that this module imports no code.
 */
const NUMBER_PARTS = /^ML-(\d{4})-(\d{6})$/;

/** A certificate's place: which list, which bit. */
export interface StatusEntry {
  list: number;
  index: number;
}

/**
 * A certificate's place follows from its number: the year's n-th certificate is bit (n − 1) mod
 * 131,072 of list `<year><(n − 1) div 131,072>` (`ML-2026-000123` → list 20260, bit 122). Numbers are
 * given without gap and never twice, so places are too, at no cost.
 */
export function statusEntryOf(number: string): StatusEntry {
  const parts = NUMBER_PARTS.exec(number);
  const [year, place] = [Number(parts?.[1]), Number(parts?.[2])];
  if (!parts || place < 1) throw new Error(`Not a certificate number: ${number}`);
  return { list: year * 10 + Math.floor((place - 1) / STATUS_LIST_BITS), index: (place - 1) % STATUS_LIST_BITS };
}

function at(bits: Uint8Array, index: number): [byte: number, mask: number] {
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8) {
    throw new RangeError(`Index ${index} is outside a list of ${bits.length * 8}`);
  }
  return [index >> 3, 0x80 >> (index & 7)];
}

/** Whether bit `index` is set (the certificate in that place is revoked). */
export function getBit(bits: Uint8Array, index: number): boolean {
  const [byte, mask] = at(bits, index);
  return (bits[byte]! & mask) !== 0;
}

/** `bits` with bit `index` set (a copy). */
export function withBit(bits: Uint8Array, index: number): Uint8Array {
  const [byte, mask] = at(bits, index);
  const copy = bits.slice();
  copy[byte]! |= mask;
  return copy;
}
