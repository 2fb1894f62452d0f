import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { signCompact, type Signer } from '#lib/signing';

/**
 * Verifiable credentials secured as VC-JWTs (W3C VC-JOSE-COSE): the credential itself is the JWT's
 * payload, with `iat`; the protected header says `alg: ES256`, `typ: vc+jwt` and the `kid` of the
 * key in the platform's JWKS.
 */
export const VC_JWT_TYPE = 'vc+jwt';
/** The context every credential of the W3C Verifiable Credentials Data Model 2.0 starts with. */
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

/** What a credential must hold for `verifyVcJwt` to take it. */
export interface DatedCredential {
  '@context': readonly string[];
  type: readonly string[];
  validFrom: string;
  validUntil?: string;
}

/** Why a VC-JWT was not accepted. */
export type CredentialProblem = 'signature' | 'malformed' | 'not_yet_valid' | 'expired';

export class CredentialError extends Error {
  override name = 'CredentialError';
  constructor(
    readonly problem: CredentialProblem,
    options?: ErrorOptions,
  ) {
    super(`The credential is not valid: ${problem}`, options);
  }
}

/** Signs `credential` as a VC-JWT, issued at `issuedAt` (an ISO time: the decision's, never the clock's). */
export function signVcJwt(credential: DatedCredential, issuedAt: string, signer: Signer): Promise<string> {
  const iat = Math.floor(Date.parse(issuedAt) / 1000);
  if (!Number.isFinite(iat)) throw new Error(`Not a time: ${issuedAt}`);
  return signCompact({ typ: VC_JWT_TYPE }, { ...credential, iat }, signer);
}

/**
 * The credential of a VC-JWT signed by one of `jwks` (found by its `kid`, ES256 only, `typ: vc+jwt`),
 * of the `type` asked for and valid at `now`; else a `CredentialError` saying why.
 */
export async function verifyVcJwt<T extends DatedCredential>(
  jwt: string,
  jwks: JSONWebKeySet,
  type: string,
  now: Date = new Date(),
): Promise<T> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      algorithms: ['ES256'],
      typ: VC_JWT_TYPE,
      currentDate: now,
    }));
  } catch (error) {
    throw new CredentialError('signature', { cause: error });
  }
  const { iat: _iat, ...credential } = payload;
  if (!isDated(credential) || !credential.type.includes('VerifiableCredential') || !credential.type.includes(type)) {
    throw new CredentialError('malformed');
  }
  if (now.getTime() < Date.parse(credential.validFrom)) throw new CredentialError('not_yet_valid');
  if (credential.validUntil && now.getTime() > Date.parse(credential.validUntil)) throw new CredentialError('expired');
  return credential as unknown as T;
}

const isDated = (value: Record<string, unknown>): value is Record<string, unknown> & DatedCredential =>
  Array.isArray(value['@context']) &&
  Array.isArray(value.type) &&
  typeof value.validFrom === 'string' &&
  !Number.isNaN(Date.parse(value.validFrom)) &&
  (value.validUntil === undefined ||
    (typeof value.validUntil === 'string' && !Number.isNaN(Date.parse(value.validUntil))));
