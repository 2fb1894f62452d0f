import { describe, expect, it } from 'vitest';
import { verifyCertificate } from '@migralink/shared/api/certificates';
import { useFakeApi } from '@/api/fake-api';
import { badgeShown, stillValid } from './certificate-badge';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const NUMBER = 'ML-2026-000123';
const answer = (status: string) => ({
  status: 200,
  body: {
    data: {
      number: NUMBER,
      status,
      company: { name: 'Nordlicht', legal_name: 'Nordlicht GmbH', country_id: 'DE', slug: null },
      valid_from: '2026-03-01T00:00:00Z',
      valid_until: '2027-03-01T00:00:00Z',
      revoked_at: null,
      revocation_reason: null,
      criteria: [],
    },
  },
});

const api = useFakeApi();

describe('the certified badge', () => {
  it('holds until the last moment of the certificate, by the reader clock', () => {
    expect(stillValid('2026-11-27T12:00:01Z', NOW)).toBe(true);
    expect(stillValid('2026-11-27T12:00:00Z', NOW)).toBe(false);
    expect(stillValid('not a date', NOW)).toBe(false);
  });

  it('shows on a card while the certificate has not expired, without asking the API', async () => {
    expect(await badgeShown({ number: NUMBER, validUntil: '2027-03-01T00:00:00Z', live: false }, NOW)).toBe(true);
    expect(await badgeShown({ number: NUMBER, validUntil: '2026-11-01T00:00:00Z', live: false }, NOW)).toBe(false);
    expect(await badgeShown({ number: undefined, validUntil: '2027-03-01T00:00:00Z', live: false }, NOW)).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it("shows on the company's page only when the API says the certificate is valid today", async () => {
    const mark = { number: NUMBER, validUntil: '2027-03-01T00:00:00Z', live: true };
    api.answerOnce(verifyCertificate, answer('valid'));
    expect(await badgeShown(mark, NOW)).toBe(true);
    api.answerOnce(verifyCertificate, answer('revoked'));
    expect(await badgeShown(mark, NOW)).toBe(false);
    api.answerOnce(verifyCertificate, { status: 404, body: { message: 'No certificate has this number.', code: 404 } });
    expect(await badgeShown(mark, NOW)).toBe(false);
    expect(api.calls.map((call) => call.url)).toEqual(Array(3).fill(`/v1/certificates/${NUMBER}`));
  });

  it('asks nothing for an expired certificate, even live', async () => {
    expect(await badgeShown({ number: NUMBER, validUntil: '2026-01-01T00:00:00Z', live: true }, NOW)).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
