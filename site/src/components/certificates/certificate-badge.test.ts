import { describe, expect, it } from 'vitest';
import { verifyCertificate } from '@migralink/shared/api/certificates';
import { useFakeApi } from '@/api/fake-api';
import { stillValid } from './certificate-badge';
import { liveBadgeShown } from './certificate-live';

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
  it("shows on a card until the certificate's last moment, by the reader's clock", () => {
    expect(stillValid('2026-11-27T12:00:01Z', NOW)).toBe(true);
    expect(stillValid('2026-11-27T12:00:00Z', NOW)).toBe(false);
    expect(stillValid('not a date', NOW)).toBe(false);
    expect(stillValid(undefined, NOW)).toBe(false);
  });

  it("shows on the company's page only when the API says the certificate is valid today", async () => {
    const mark = { number: NUMBER, validUntil: '2027-03-01T00:00:00Z' };
    api.answerOnce(verifyCertificate, answer('valid'));
    expect(await liveBadgeShown(mark, NOW)).toBe(true);
    api.answerOnce(verifyCertificate, answer('revoked'));
    expect(await liveBadgeShown(mark, NOW)).toBe(false);
    api.answerOnce(verifyCertificate, { status: 404, body: { message: 'No certificate has this number.', code: 404 } });
    expect(await liveBadgeShown(mark, NOW)).toBe(false);
    expect(api.calls.map((call) => call.url)).toEqual(Array(3).fill(`/v1/certificates/${NUMBER}`));
  });

  it('asks nothing for an expired certificate, or a badge without a number', async () => {
    expect(await liveBadgeShown({ number: NUMBER, validUntil: '2026-01-01T00:00:00Z' }, NOW)).toBe(false);
    expect(await liveBadgeShown({ number: undefined, validUntil: '2027-03-01T00:00:00Z' }, NOW)).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
