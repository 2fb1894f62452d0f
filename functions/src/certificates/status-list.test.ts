import { generateKeyPairSync } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { keySigner } from '#lib/signing';
import {
  decodeBitstring,
  emptyBitstring,
  encodeBitstring,
  getBit,
  isRevokedIn,
  signStatusList,
  STATUS_LIST_BITS,
  statusEntryOf,
  withBit,
} from './status-list';

describe('a certificate number gives its place in a status list', () => {
  it.each([
    ['ML-2026-000001', { list: 20260, index: 0 }],
    ['ML-2026-000123', { list: 20260, index: 122 }],
    ['ML-2026-131072', { list: 20260, index: 131_071 }],
    ['ML-2026-131073', { list: 20261, index: 0 }],
    ['ML-2027-999999', { list: 20277, index: (999_999 - 1) % 131_072 }],
  ])('%s → %o', (number, entry) => {
    expect(statusEntryOf(number)).toEqual(entry);
  });

  it('refuses what is not a number', () => {
    expect(() => statusEntryOf('ML-2026-000000')).toThrow();
    expect(() => statusEntryOf('ML-26-1')).toThrow();
  });
});

describe('a bitstring status list', () => {
  it('holds 131,072 bits, the first in the highest bit of the first byte', () => {
    const bits = emptyBitstring();
    expect(bits.length * 8).toBe(STATUS_LIST_BITS);
    const set = withBit(bits, 0);
    expect(set[0]).toBe(0x80);
    expect(getBit(set, 0)).toBe(true);
    expect(getBit(bits, 0)).toBe(false); // a copy was changed
    const last = withBit(bits, STATUS_LIST_BITS - 1);
    expect(last[last.length - 1]).toBe(0x01);
    expect(() => getBit(bits, STATUS_LIST_BITS)).toThrow(RangeError);
    expect(() => withBit(bits, -1)).toThrow(RangeError);
  });

  it('is encoded as multibase base64url of gzip, the same text for the same bits, and read back', () => {
    const bits = [5, 122, 99_999].reduce(withBit, emptyBitstring());
    const encoded = encodeBitstring(bits);
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    expect(encodeBitstring(bits)).toBe(encoded);
    expect(gunzipSync(Buffer.from(encoded.slice(1), 'base64url'))).toEqual(Buffer.from(bits));
    expect(encoded.length).toBeLessThan(400); // a sparse list compresses to a few hundred bytes
    const decoded = decodeBitstring(encoded);
    expect([5, 122, 99_999, 6, 0].map((index) => getBit(decoded, index))).toEqual([true, true, true, false, false]);
  });

  it('refuses an encoded list without the prefix or shorter than the minimum', () => {
    expect(() => decodeBitstring(encodeBitstring(emptyBitstring()).slice(1))).toThrow(/prefix/);
    expect(() => decodeBitstring(encodeBitstring(emptyBitstring(1024)))).toThrow(/131072/);
  });

  it('is published as a signed BitstringStatusListCredential whose bit says revoked', async () => {
    const signer = await keySigner(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    const encoded = encodeBitstring(withBit(emptyBitstring(), 122));
    const jwt = await signStatusList('https://migralink.example', 20260, encoded, '2026-05-01T00:00:00.000Z', signer);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ typ: 'vc+jwt', alg: 'ES256', kid: signer.kid });
    expect(decodeJwt(jwt)).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: 'https://migralink.example/v1/certificate-status/20260',
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: 'https://migralink.example/',
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: encoded },
      iat: Date.parse('2026-05-01T00:00:00.000Z') / 1000,
    });
    const jwks = { keys: [signer.publicJwk] };
    expect(await isRevokedIn(jwt, jwks, 122)).toBe(true);
    expect(await isRevokedIn(jwt, jwks, 123)).toBe(false);
  });
});
