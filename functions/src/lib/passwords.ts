import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes with scrypt at the OWASP recommendation (N=2^17, r=8, p=1),
 * stored as one self-describing string:
 *
 *     scrypt$N=131072,r=8,p=1$<salt, base64>$<key, base64>
 *
 * A stored hash carries its own parameters, so they can be raised later:
 * old hashes still verify, and `needsRehash` tells when to store a new one.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Stored parameters above these are refused instead of run (a hash is data, not a command). */
const LIMITS: ScryptParams = { N: 2 ** 20, r: 32, p: 16 };

/** scrypt needs 128·N·r bytes; Node refuses anything above 32 MiB unless told otherwise. */
function derive(plain: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const encodeParams = ({ N, r, p }: ScryptParams) => `N=${N},r=${r},p=${p}`;

/** Hashes a password with a fresh random salt. Takes a few hundred milliseconds on purpose. */
export async function hashPassword(plain: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, params);
  return ['scrypt', encodeParams(params), salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const within = (value: number, max: number) => Number.isSafeInteger(value) && value >= 1 && value <= max;

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, paramText, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !paramText || !saltText || !keyText || rest.length) return undefined;
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(paramText);
  if (!match) return undefined;
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const powerOfTwo = (params.N & (params.N - 1)) === 0 && params.N > 1;
  if (!powerOfTwo || !within(params.N, LIMITS.N) || !within(params.r, LIMITS.r) || !within(params.p, LIMITS.p)) {
    return undefined;
  }
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < SALT_BYTES || key.length < KEY_BYTES || key.length > 2 * KEY_BYTES) return undefined;
  return { params, salt, key };
}

/** True when `plain` is the password `stored` was made from; false for a wrong or malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(plain, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than today's: store a new one at the next sign-in. */
export function needsRehash(stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return !parsed || encodeParams(parsed.params) !== encodeParams(params) || parsed.salt.length !== SALT_BYTES;
}
