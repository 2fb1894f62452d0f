import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCredential } from './credential-check';

const NUMBER = 'ML-2026-000123';
const NOW = new Date('2026-11-27T12:00:00Z');
let platformKey: CryptoKey;
let strangerKey: CryptoKey;
let keys: JSONWebKeySet;

beforeAll(async () => {
  const platform = await generateKeyPair('ES256', { extractable: true });
  const stranger = await generateKeyPair('ES256', { extractable: true });
  platformKey = platform.privateKey;
  strangerKey = stranger.privateKey;
  keys = { keys: [{ ...(await exportJWK(platform.publicKey)), kid: 'platform-1', alg: 'ES256', use: 'sig' }] };
});

/** A credential as the platform issues one: a VC 2.0 naming the certificate's page and number. */
function credential(
  number = NUMBER,
  options: { key?: CryptoKey; typ?: string; exp?: number; extra?: JWTPayload } = {},
) {
  const jwt = new SignJWT({
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: `https://example.test/en/certificates/${number}/`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    credentialSubject: { identifier: number },
    validUntil: '2027-11-01T00:00:00Z',
    ...options.extra,
  }).setProtectedHeader({ alg: 'ES256', typ: options.typ ?? 'vc+jwt', kid: 'platform-1' });
  if (options.exp) jwt.setExpirationTime(options.exp);
  return jwt.sign(options.key ?? platformKey);
}

const check = async (jwt: string | undefined, status: 'valid' | 'expired' | 'revoked' = 'valid') =>
  checkCredential(jwt, keys, { number: NUMBER, status }, NOW);

describe("a certificate PDF's credential", () => {
  it('is valid when the platform signed it for this certificate and the certificate is valid today', async () => {
    expect(await check(await credential())).toBe('valid');
  });

  it('says what the certificate is today: revoked or expired', async () => {
    expect(await check(await credential(), 'revoked')).toBe('revoked');
    expect(await check(await credential(), 'expired')).toBe('expired');
  });

  it('has expired when its own dates have passed, even before the API says so', async () => {
    expect(await check(await credential(NUMBER, { exp: Date.parse('2026-11-01') / 1000 }))).toBe('expired');
    expect(await check(await credential(NUMBER, { extra: { validUntil: '2026-11-01T00:00:00Z' } }))).toBe('expired');
  });

  it("is not signed by the platform when another key signed it, or it is not the platform's kind of credential", async () => {
    expect(await check(await credential(NUMBER, { key: strangerKey }))).toBe('not_signed');
    expect(await check(await credential(NUMBER, { typ: 'JWT' }))).toBe('not_signed');
    expect(await check('not.a.jwt')).toBe('not_signed');
  });

  it('belongs to another certificate when it names another number, or more than one', async () => {
    expect(await check(await credential('ML-2026-000999'))).toBe('other_certificate');
    expect(
      await check(await credential(NUMBER, { extra: { credentialSubject: { identifier: 'ML-2025-000001' } } })),
    ).toBe('other_certificate');
  });

  it('is missing when the file holds none', async () => {
    expect(await check(undefined)).toBe('no_credential');
  });
});
