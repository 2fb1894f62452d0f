import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publishedKeys } from '#data/signing-keys';
import { config } from '#lib/config';
import { verifyCredential } from './credential';
import { issueCredential, revokeCredential, signedStatusList } from './issuance';
import { isRevokedIn } from './status-list';

const certificate = (number: string) => ({
  number,
  approvedAt: '2026-03-04T10:11:12.000Z',
  validFrom: '2026-03-04T10:11:12.000Z',
  validUntil: '2027-03-04T10:11:12.000Z',
  company: {
    id: randomUUID(),
    name: 'Ёжик и партнёры',
    legalName: 'ООО «Ёжик и партнёры»',
    registerNumber: '1027700000000',
    country: 'DE',
    url: null,
  },
  criteria: ['Has a legal charter'],
});
const DURING = new Date('2026-06-01T00:00:00Z');

describe('issuing and revoking credentials with the local key', () => {
  it('signs a credential that verifies against the published JWKS, with its status list entry', async () => {
    const year = randomInt(5000, 9999);
    const { credential, status } = await issueCredential(certificate(`ML-${year}-000005`));
    expect(status).toEqual({ list: year * 10, index: 4 });
    const verified = await verifyCredential(credential, await publishedKeys(), DURING);
    expect(verified.credentialSubject.name).toBe('Ёжик и партнёры');
    expect(verified.credentialStatus.statusListCredential).toBe(
      `${config.siteUrl.replace(/\/+$/, '')}/v1/certificate-status/${year * 10}`,
    );
  });

  it("publishes the revoked certificate's bit set and a valid one's clear, in a list signed by the platform", async () => {
    const year = randomInt(5000, 9999);
    const [revoked, valid] = await Promise.all([
      issueCredential(certificate(`ML-${year}-000001`)),
      issueCredential(certificate(`ML-${year}-000002`)),
    ]);
    await revokeCredential(`ML-${year}-000001`);
    const list = await signedStatusList(year * 10);
    const jwks = await publishedKeys();
    expect(await isRevokedIn(list!, jwks, revoked.status.index)).toBe(true);
    expect(await isRevokedIn(list!, jwks, valid.status.index)).toBe(false);
    expect(await signedStatusList(year * 10 + 9)).toBeUndefined();
  });
});
