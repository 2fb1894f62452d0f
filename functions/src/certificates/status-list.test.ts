import { generateKeyPairSync } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { getBit, STATUS_LIST_BITS, withBit } from '@migralink/shared/certificate-status';
import { keySigner } from '#lib/signing';
import { decodeBitstring, emptyBitstring, encodeBitstring, isRevokedIn, signStatusList } from './status-list';

describe('a bitstring status list', () => {
  it('holds 131,072 bits, all clear when new', () => {
    const bits = emptyBitstring();
    expect(bits.length * 8).toBe(STATUS_LIST_BITS);
    expect(bits.every((byte) => byte === 0)).toBe(true);
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
