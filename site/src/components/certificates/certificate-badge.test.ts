import { describe, expect, it } from 'vitest';
import { stillValid } from './certificate-badge';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('the certified badge', () => {
  it("holds until the certificate's last moment, by the reader's clock", () => {
    expect(stillValid('2026-11-27T12:00:01Z', NOW)).toBe(true);
    expect(stillValid('2026-11-27T12:00:00Z', NOW)).toBe(false);
    expect(stillValid('not a date', NOW)).toBe(false);
    expect(stillValid(undefined, NOW)).toBe(false);
  });
});
