import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as KmsSdk from '@aws-sdk/client-kms';
import { base64url, calculateJwkThumbprint, type JWK } from 'jose';
import { config } from './config';
import { onFirstUse } from './first-use';

/** A P-256 public key as a JSON Web Key, named by its thumbprint (`kid`), for ES256 only. */
export interface PublicSigningJwk extends JWK {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/** The key that signs ES256: its public half and a signature over any bytes, as JOSE wants it (raw r‖s). */
export interface Signer {
  /** The RFC 7638 thumbprint of the public key. */
  kid: string;
  publicJwk: PublicSigningJwk;
  /** The ES256 signature of `bytes`: 64 bytes, r then s (RFC 7518, 3.4). */
  sign(bytes: Uint8Array): Promise<Uint8Array>;
}

/**
 * The platform's signing key, made on first use and kept for the container's life: the KMS key
 * named by `SIGNING_KEY_ID` in AWS (the private key never leaves KMS), else the key file at
 * `SIGNING_KEY_FILE`, made when it is missing (`npm start` keeps it with the local data).
 */
export const signingKey: () => Promise<Signer> = /* @__PURE__ */ onFirstUse(load);

async function load(): Promise<Signer> {
  const { kmsKeyId, keyFile } = config.signing;
  if (kmsKeyId) return kmsSigner(kmsKeyId);
  if (keyFile) return fileSigner(keyFile);
  throw new Error('Environment variable SIGNING_KEY_ID or SIGNING_KEY_FILE is required');
}

/** The public JWK of a P-256 public key, with its thumbprint as `kid`. */
export async function publicJwkOf(key: KeyObject): Promise<PublicSigningJwk> {
  const { kty, crv, x, y } = key.export({ format: 'jwk' });
  if (kty !== 'EC' || crv !== 'P-256' || !x || !y) throw new Error('The signing key is not a P-256 key');
  const kid = await calculateJwkThumbprint({ kty, crv, x, y });
  return { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' };
}

/** A signer over a P-256 private key this process holds (the local key file, tests). */
export async function keySigner(privateKey: KeyObject): Promise<Signer> {
  const publicJwk = await publicJwkOf(createPublicKey(privateKey));
  return {
    kid: publicJwk.kid,
    publicJwk,
    sign: async (bytes) => sign('sha256', bytes, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
  };
}

/**
 * The key in `file` (a private JWK), made first when there is none. Two processes starting at once
 * both make one, and the first to link its file in place wins; the other reads that one.
 */
export async function fileSigner(file: string): Promise<Signer> {
  return keySigner(createPrivateKey({ key: readOrMakeKeyFile(file), format: 'jwk' }));
}

function readOrMakeKeyFile(file: string): JWK {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, JSON.stringify(privateKey.export({ format: 'jwk' })), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as JWK;
}

/**
 * A signer over an asymmetric KMS key (`ECC_NIST_P256`, `SIGN_VERIFY`). KMS is given the SHA-256
 * digest (a message may be longer than the 4 KB KMS signs whole) and answers a DER signature,
 * turned into JOSE's raw form. The SDK is the Lambda runtime's, imported only here and only when used.
 */
export async function kmsSigner(keyId: string, client?: KmsSdk.KMSClient): Promise<Signer> {
  const sdk = await import('@aws-sdk/client-kms');
  const kms = client ?? new sdk.KMSClient({ region: config.region });
  const { PublicKey } = await kms.send(new sdk.GetPublicKeyCommand({ KeyId: keyId }));
  if (!PublicKey) throw new Error(`KMS gave no public key for ${keyId}`);
  const publicJwk = await publicJwkOf(createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }));
  return {
    kid: publicJwk.kid,
    publicJwk,
    async sign(bytes) {
      const { Signature } = await kms.send(
        new sdk.SignCommand({
          KeyId: keyId,
          Message: createHash('sha256').update(bytes).digest(),
          MessageType: 'DIGEST',
          SigningAlgorithm: 'ECDSA_SHA_256',
        }),
      );
      if (!Signature) throw new Error(`KMS gave no signature for ${keyId}`);
      return derToJose(Signature);
    },
  };
}

/**
 * An ECDSA P-256 signature in DER (`SEQUENCE { INTEGER r, INTEGER s }`, what KMS answers) as the
 * 64 bytes JOSE wants: r and s, each unsigned, big-endian, left-padded to 32 bytes.
 */
export function derToJose(der: Uint8Array): Uint8Array {
  const fail = () => new Error('Not a DER-encoded P-256 ECDSA signature');
  let at = 0;
  const byte = () => {
    if (at >= der.length) throw fail();
    return der[at++]!;
  };
  const length = () => {
    const first = byte();
    if (first < 0x80) return first;
    if (first !== 0x81) throw fail();
    return byte();
  };
  const integer = () => {
    if (byte() !== 0x02) throw fail();
    const size = length();
    const value = der.subarray(at, at + size);
    at += size;
    const unsigned = value.subarray(value.findIndex((b) => b !== 0));
    if (value.length !== size || unsigned.length > 32 || value.every((b) => b === 0)) throw fail();
    const out = new Uint8Array(32);
    out.set(unsigned, 32 - unsigned.length);
    return out;
  };
  if (byte() !== 0x30 || length() !== der.length - at) throw fail();
  const r = integer();
  const s = integer();
  if (at !== der.length) throw fail();
  const raw = new Uint8Array(64);
  raw.set(r);
  raw.set(s, 32);
  return raw;
}

/**
 * A compact JWS (RFC 7515) of `payload` signed with ES256 by `signer`: `alg` and `kid` are set in
 * the protected header over whatever else it holds. The same header and payload give the same
 * signing input; ES256 signatures themselves differ each time, so what must stay the same is signed
 * once and stored. `jose` verifies what this makes (`jwtVerify`, `compactVerify`).
 */
export async function signCompact(header: Record<string, unknown>, payload: unknown, signer: Signer): Promise<string> {
  const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
  const input = `${encode({ ...header, alg: 'ES256', kid: signer.kid })}.${encode(payload)}`;
  const signature = await signer.sign(new TextEncoder().encode(input));
  return `${input}.${base64url.encode(signature)}`;
}
