import { describe, expect, it } from 'vitest';
import { certificateNumberOf, expiryReminderDay, validityFrom } from './numbering';

describe('certificate numbers and dates', () => {
  it('numbers an approval by its place in the year, six digits', () => {
    expect(certificateNumberOf(2026, 123)).toBe('ML-2026-000123');
    expect(certificateNumberOf(2027, 1)).toBe('ML-2027-000001');
  });

  it('is valid for one year from the approval, 29 February to 1 March', () => {
    expect(validityFrom('2026-11-27T06:00:00.000Z')).toEqual({
      valid_from: '2026-11-27T06:00:00.000Z',
      valid_until: '2027-11-27T06:00:00.000Z',
    });
    expect(validityFrom('2028-02-29T12:00:00.000Z').valid_until).toBe('2029-03-01T12:00:00.000Z');
  });

  it('reminds 30 days before the end', () => {
    expect(expiryReminderDay('2027-11-27T06:00:00.000Z')).toBe('2027-10-28');
  });
});
