import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';

export interface GoogleStandIn {
  clientId: string;
  jwksUrl: string;
  /** An ID token as Google would sign it for our client, with claims and header overridden as asked. */
  sign(claims?: JWTPayload, options?: SignOptions): Promise<string>;
  /** The same claims in a token with `alg: none` and no signature. */
  unsigned(claims?: JWTPayload): string;
  close(): Promise<void>;
}

interface SignOptions {
  /** Sign with a key that the key server does not publish (under the published `kid`). */
  foreignKey?: boolean;
  expiresIn?: string;
}

const KID = 'test-key-1';

/**
 * Google's part in tests: an RS256 key pair whose public half a local key
 * server publishes as a JWKS on 127.0.0.1, and a signer of ID tokens.
 */
export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const [published, foreign] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
  const jwk = { ...(await exportJWK(published.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const clientId = 'test-client-id.apps.googleusercontent.com';

  const claimsOf = (claims: JWTPayload): JWTPayload => ({
    iss: 'https://accounts.google.com',
    aud: clientId,
    sub: String(Math.floor(Math.random() * 1e15)),
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    name: 'Grace Hopper',
    ...claims,
  });

  return {
    clientId,
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    sign: (claims = {}, options = {}) => {
      const key: CryptoKey = options.foreignKey ? foreign.privateKey : published.privateKey;
      return new SignJWT(claimsOf(claims))
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(key);
    },
    unsigned: (claims = {}) => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iat: now, exp: now + 3600, ...claimsOf(claims) })}.`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
