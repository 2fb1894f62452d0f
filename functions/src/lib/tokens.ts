import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '@migralink/shared/enums';
import { config } from './config';
import { jwtSecret } from './secrets';

/** How long a sign-in lasts. */
export const TOKEN_LIFETIME = '7d';

/**
 * Signs an access token: HS256 (the only algorithm `verifyToken` accepts), with
 * issuer, audience, expiry, the role and the password version (`pwv`), so a
 * password change or reset makes every older token stop working.
 */
export async function signToken(user: { id: string; role: Role; password_version: number }): Promise<string> {
  return new SignJWT({ role: user.role, pwv: user.password_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(config.jwt.issuer)
    .setAudience(config.jwt.audience)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(await jwtSecret());
}

/**
 * A short signed token the product hands out and takes back later (a served
 * advertisement, an opened form): its fields in clear, joined by `.`, and an
 * HMAC-SHA256 over a purpose label and the fields, keyed with the tokens'
 * secret. The purpose keeps a token of one kind from passing as another.
 * Fields must not contain `.`.
 */
export async function signFields(purpose: string, fields: readonly string[]): Promise<string> {
  return signFieldsWith(await jwtSecret(), purpose, fields);
}

/** `signFields` with the key given (a test that signs without the secrets' client). */
export const signFieldsWith = (key: Uint8Array, purpose: string, fields: readonly string[]): string =>
  [...fields, mac(key, purpose, fields).toString('base64url')].join('.');

/**
 * The fields of a token `signFields` made for `purpose`, if it has `count` of
 * them and its signature is right (compared in constant time); `undefined`
 * for anything else (forged, tampered, of another purpose, malformed).
 */
export async function verifiedFields(purpose: string, token: string, count: number): Promise<string[] | undefined> {
  const parts = token.split('.');
  if (parts.length !== count + 1) return undefined;
  const fields = parts.slice(0, count);
  // The signature as text: its one canonical spelling (a decoder would also take others, whose padding bits differ).
  const given = Buffer.from(parts[count]!);
  const expected = Buffer.from(mac(await jwtSecret(), purpose, fields).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? fields : undefined;
}

const mac = (key: Uint8Array, purpose: string, fields: readonly string[]): Buffer =>
  createHmac('sha256', key)
    .update(`${purpose}\n${fields.join('.')}`)
    .digest();
