import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, jwtVerify, createLocalJWKSet } from 'jose';
import { describe, expect, it } from 'vitest';
import { keySigner, signCompact } from '#lib/signing';
import { certificateCredential, signCertificateCredential, verifyCredential, type CredentialInput } from './credential';
import { CredentialError } from './vc-jwt';

const newSigner = () => keySigner(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);

const INPUT: CredentialInput = {
  siteUrl: 'https://migralink.example/',
  number: 'ML-2026-000123',
  approvedAt: '2026-03-04T10:11:12.000Z',
  validFrom: '2026-03-04T10:11:12.000Z',
  validUntil: '2027-03-04T10:11:12.000Z',
  company: {
    id: '6f1c2f43-5d0e-4d43-9d6b-2f0c3b1f0a11',
    name: 'Їжак і Ґудзик',
    legalName: 'ТОВ «Їжак і Ґудзик»',
    registerNumber: '12345678',
    country: 'UA',
    url: 'https://migralink.example/en/company/yizhak/',
  },
  criteria: ['Has a legal charter', 'Exchanges experience with peers'],
  status: { list: 20260, index: 122 },
};
const DURING = new Date('2026-06-01T00:00:00Z');

describe('a certificate credential', () => {
  it('is an Open Badges 3.0 credential of the VC 2.0 data model with a status list entry', () => {
    const credential = certificateCredential(INPUT);
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        expect.stringMatching(/^https:\/\/purl\.imsglobal\.org\/spec\/ob\/v3p0\/context-3\.0\.\d\.json$/),
      ],
      id: 'https://migralink.example/v1/certificates/ML-2026-000123/credential',
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: {
        id: 'https://migralink.example/',
        type: ['Profile'],
        name: 'Migralink',
        url: 'https://migralink.example/',
      },
      validFrom: INPUT.validFrom,
      validUntil: INPUT.validUntil,
      credentialSubject: {
        id: INPUT.company.url,
        type: ['AchievementSubject'],
        name: 'Їжак і Ґудзик',
        legalName: 'ТОВ «Їжак і Ґудзик»',
        registerNumber: '12345678',
        addressCountry: 'UA',
        achievement: { type: ['Achievement'], achievementType: 'Certificate' },
      },
      credentialStatus: {
        id: 'https://migralink.example/v1/certificate-status/20260#122',
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: '122',
        statusListCredential: 'https://migralink.example/v1/certificate-status/20260',
      },
    });
    expect(credential.credentialSubject.achievement.criteria.narrative).toContain('Exchanges experience with peers');
  });

  it('names a company without a public page by its id', () => {
    const credential = certificateCredential({ ...INPUT, company: { ...INPUT.company, url: null } });
    expect(credential.credentialSubject.id).toBe(`urn:uuid:${INPUT.company.id}`);
    expect(credential.credentialSubject).not.toHaveProperty('url');
  });

  it('is signed as a VC-JWT: ES256, typ vc+jwt, the kid, the credential as payload, iat the approval', async () => {
    const signer = await newSigner();
    const jwt = await signCertificateCredential(INPUT, signer);
    expect(decodeProtectedHeader(jwt)).toEqual({ typ: 'vc+jwt', alg: 'ES256', kid: signer.kid });
    expect(decodeJwt(jwt)).toEqual({ ...certificateCredential(INPUT), iat: Date.parse(INPUT.approvedAt) / 1000 });
  });

  it('signs the same bytes for the same input (only the randomized ES256 signature differs)', async () => {
    const signer = await newSigner();
    const [first, second] = [
      await signCertificateCredential(INPUT, signer),
      await signCertificateCredential(INPUT, signer),
    ];
    const signingInput = (jwt: string) => jwt.split('.').slice(0, 2).join('.');
    expect(signingInput(first)).toBe(signingInput(second));
  });
});

describe('verifyCredential', () => {
  it('gives the credential back when a key of the JWKS signed it, and any JOSE library agrees', async () => {
    const [old, current] = [await newSigner(), await newSigner()];
    const jwks = { keys: [old.publicJwk, current.publicJwk] };
    const jwt = await signCertificateCredential(INPUT, old);
    expect(await verifyCredential(jwt, jwks, DURING)).toEqual(certificateCredential(INPUT));
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { currentDate: DURING });
    expect(payload.credentialSubject).toMatchObject({ name: 'Їжак і Ґудзик' });
  });

  it('refuses a credential signed by a key the JWKS does not hold', async () => {
    const [signer, other] = [await newSigner(), await newSigner()];
    const jwt = await signCertificateCredential(INPUT, signer);
    await expect(verifyCredential(jwt, { keys: [other.publicJwk] }, DURING)).rejects.toMatchObject({
      problem: 'signature',
    });
    // The right kid with another key's numbers.
    await expect(
      verifyCredential(jwt, { keys: [{ ...other.publicJwk, kid: signer.kid }] }, DURING),
    ).rejects.toMatchObject({ problem: 'signature' });
  });

  it('refuses an altered payload', async () => {
    const signer = await newSigner();
    const [header, payload, signature] = (await signCertificateCredential(INPUT, signer)).split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    altered.validUntil = '2036-03-04T10:11:12.000Z';
    const forged = [header, Buffer.from(JSON.stringify(altered)).toString('base64url'), signature].join('.');
    await expect(verifyCredential(forged, { keys: [signer.publicJwk] }, DURING)).rejects.toBeInstanceOf(
      CredentialError,
    );
  });

  it('refuses it before its validity and after it', async () => {
    const signer = await newSigner();
    const jwt = await signCertificateCredential(INPUT, signer);
    const jwks = { keys: [signer.publicJwk] };
    await expect(verifyCredential(jwt, jwks, new Date('2027-03-04T10:11:13Z'))).rejects.toMatchObject({
      problem: 'expired',
    });
    await expect(verifyCredential(jwt, jwks, new Date('2026-03-04T10:11:11Z'))).rejects.toMatchObject({
      problem: 'not_yet_valid',
    });
    await expect(verifyCredential(jwt, jwks, new Date('2027-03-04T10:11:12Z'))).resolves.toBeDefined();
  });

  it('refuses a JWT of another type or shape signed by the platform', async () => {
    const signer = await newSigner();
    const jwks = { keys: [signer.publicJwk] };
    const plain = await signCompact({ typ: 'JWT' }, { ...certificateCredential(INPUT), iat: 1 }, signer);
    await expect(verifyCredential(plain, jwks, DURING)).rejects.toMatchObject({ problem: 'signature' });
    const notABadge = await signCompact(
      { typ: 'vc+jwt' },
      { ...certificateCredential(INPUT), type: ['VerifiableCredential'] },
      signer,
    );
    await expect(verifyCredential(notABadge, jwks, DURING)).rejects.toMatchObject({ problem: 'malformed' });
    const undated = await signCompact(
      { typ: 'vc+jwt' },
      { ...certificateCredential(INPUT), validFrom: 'soon' },
      signer,
    );
    await expect(verifyCredential(undated, jwks, DURING)).rejects.toMatchObject({ problem: 'malformed' });
  });
});
