import { createHash, generateKeyPairSync, sign, verify } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { derToJose, fileSigner, keySigner, kmsSigner, signCompact } from './signing';

const dir = mkdtempSync(path.join(tmpdir(), 'signing-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const p256 = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });

/** DER of a raw r‖s, as KMS would send it: each integer minimal, with a 0 byte before a set top bit. */
function toDer(raw: Uint8Array): Uint8Array {
  const integer = (half: Uint8Array) => {
    let bytes = half.subarray(half.findIndex((b) => b !== 0));
    if (bytes[0]! & 0x80) bytes = Uint8Array.from([0, ...bytes]);
    return [0x02, bytes.length, ...bytes];
  };
  const body = [...integer(raw.subarray(0, 32)), ...integer(raw.subarray(32))];
  return Uint8Array.from([0x30, body.length, ...body]);
}

describe('derToJose', () => {
  it('gives back the raw r‖s whether r and s are short, padded for a set top bit, or full', () => {
    const raw = (r0: number, s0: number) => {
      const bytes = new Uint8Array(64).fill(0x5a);
      bytes[0] = r0;
      bytes[32] = s0;
      return bytes;
    };
    for (const example of [raw(0x80, 0xff), raw(0x00, 0x01), raw(0x7f, 0x00), raw(0x00, 0x00)]) {
      expect(derToJose(toDer(example))).toEqual(example);
    }
  });

  it('turns what node signs in DER into the raw form that verifies', () => {
    const { privateKey, publicKey } = p256();
    for (let i = 0; i < 100; i++) {
      const message = Buffer.from(`message ${i}`);
      const der = sign('sha256', message, { key: privateKey, dsaEncoding: 'der' });
      const raw = derToJose(der);
      expect(raw).toHaveLength(64);
      expect(verify('sha256', message, { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true);
    }
  });

  it.each([
    ['empty', []],
    ['not a sequence', [0x31, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01]],
    ['a length past the end', [0x30, 0x08, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01]],
    ['an integer longer than 32 bytes', [0x30, 0x26, 0x02, 0x21, 0x01, ...new Array(32).fill(1), 0x02, 0x01, 0x01]],
    ['a zero r', [0x30, 0x06, 0x02, 0x01, 0x00, 0x02, 0x01, 0x01]],
    ['bytes after s', [0x30, 0x07, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x00]],
  ])('refuses %s', (_, bytes) => {
    expect(() => derToJose(Uint8Array.from(bytes))).toThrow(/DER/);
  });
});

describe('the local key file', () => {
  it('is made on first use, kept private, and gives the same key afterwards', async () => {
    const file = path.join(dir, 'nested', 'signing-key.json');
    const first = await fileSigner(file);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await fileSigner(file);
    expect(again.kid).toBe(first.kid);
    expect(again.publicJwk).toEqual(first.publicJwk);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('d');
  });

  it('is one key when several processes make it at once', async () => {
    const file = path.join(dir, 'raced', 'signing-key.json');
    const signers = await Promise.all(Array.from({ length: 8 }, () => fileSigner(file)));
    expect(new Set(signers.map((signer) => signer.kid)).size).toBe(1);
  });
});

describe('signCompact', () => {
  it('makes a JWS that jose verifies with the public JWK, named by its RFC 7638 thumbprint', async () => {
    const signer = await keySigner(p256().privateKey);
    expect(signer.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: signer.kid });
    expect(signer.publicJwk).not.toHaveProperty('d');
    const jws = await signCompact({ typ: 'vc+jwt' }, { hello: 'світ' }, signer);
    expect(decodeProtectedHeader(jws)).toEqual({ typ: 'vc+jwt', alg: 'ES256', kid: signer.kid });
    const { payload } = await compactVerify(jws, createLocalJWKSet({ keys: [signer.publicJwk] }));
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual({ hello: 'світ' });
  });

  it('fails to verify with another key', async () => {
    const [signer, other] = await Promise.all([keySigner(p256().privateKey), keySigner(p256().privateKey)]);
    const jws = await signCompact({}, { a: 1 }, signer);
    await expect(
      compactVerify(jws, createLocalJWKSet({ keys: [{ ...other.publicJwk, kid: signer.kid }] })),
    ).rejects.toThrow(/signature/);
  });
});

describe('the KMS signer', () => {
  it('signs the SHA-256 digest with ECDSA_SHA_256 and answers the raw signature of the message', async () => {
    const { privateKey, publicKey } = p256();
    const message = new TextEncoder().encode('x'.repeat(10_000)); // longer than KMS signs whole
    const kms = mockClient(KMSClient);
    kms.on(GetPublicKeyCommand, { KeyId: 'alias/signing' }).resolves({
      PublicKey: publicKey.export({ format: 'der', type: 'spki' }),
      KeySpec: 'ECC_NIST_P256',
    });
    kms.on(SignCommand).callsFake((input: { Message: Uint8Array }) => {
      expect(input).toMatchObject({ KeyId: 'alias/signing', MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' });
      expect(Buffer.from(input.Message)).toEqual(createHash('sha256').update(message).digest());
      // What KMS does with that digest, done here over the message it is the digest of.
      return { Signature: sign('sha256', message, { key: privateKey, dsaEncoding: 'der' }) };
    });
    try {
      const signer = await kmsSigner('alias/signing', new KMSClient({ region: 'eu-central-1' }));
      expect(signer.publicJwk).toEqual((await keySigner(privateKey)).publicJwk);
      const signature = await signer.sign(message);
      expect(verify('sha256', message, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    } finally {
      kms.restore();
    }
  });
});
