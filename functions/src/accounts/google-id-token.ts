import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Locale } from '@migralink/shared/locales';
import { HttpError, UnauthorizedError } from '#http/errors';
import { config } from '#lib/config';
import { socialMessage } from './social-messages';

/** Google writes either spelling into `iss`. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Who Google says signed in, with an address Google has confirmed. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

/**
 * jose codes of a token that is bad in itself (forged, expired, for another
 * client, from another issuer, unsigned, unknown key): 401. Anything else,
 * e.g. Google's key endpoint failing, is our problem and a 500.
 */
const TOKEN_PROBLEMS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/** Google's public keys, fetched on first use and cached by jose for the container's life. */
let googleKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

/**
 * Verifies a Google ID token: RS256 signature by one of Google's keys, issuer
 * Google, audience our client id, not expired, and an address Google has
 * verified. Without a configured client id the feature is off: 404.
 */
export async function verifyGoogleIdToken(idToken: string, locale: Locale): Promise<GoogleIdentity> {
  const clientId = config.google.clientId;
  if (!clientId) throw new HttpError(404, 'route_not_found', { message: socialMessage('notConfigured', locale) });
  googleKeys ??= createRemoteJWKSet(new URL(config.google.jwksUrl));
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, googleKeys, {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      requiredClaims: ['sub', 'email', 'exp', 'iat'],
    }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOKEN_PROBLEMS.has(code)) throw rejected(locale, error);
    throw error;
  }
  if (payload.email_verified !== true || typeof payload.email !== 'string' || typeof payload.sub !== 'string') {
    throw rejected(locale);
  }
  return {
    subject: payload.sub,
    email: payload.email,
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    name: text(payload.name),
  };
}

const rejected = (locale: Locale, cause?: unknown) =>
  new UnauthorizedError({ message: socialMessage('tokenRejected', locale), cause });

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
