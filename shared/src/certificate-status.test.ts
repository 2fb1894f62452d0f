import { describe, expect, it } from 'vitest';
import { CERTIFICATE_NUMBER } from './certificate-pages';
import { getBit, STATUS_LIST_BITS, statusEntryOf, withBit } from './certificate-status';

describe('a certificate number gives its place in a status list', () => {
  it.each([
    ['ML-2026-000001', { list: 20260, index: 0 }],
    ['ML-2026-000123', { list: 20260, index: 122 }],
    ['ML-2026-131072', { list: 20260, index: 131_071 }],
    ['ML-2026-131073', { list: 20261, index: 0 }],
    ['ML-2027-999999', { list: 20277, index: (999_999 - 1) % 131_072 }],
  ])('%s → %o', (number, entry) => {
    expect(statusEntryOf(number)).toEqual(entry);
  });

  it("refuses what is not a number, as the numbers' own check does", () => {
    expect(() => statusEntryOf('ML-2026-000000')).toThrow();
    for (const text of ['ML-26-1', 'ml-2026-000123', 'ML-2026-0001234', ' ML-2026-000123', 'ML-2026-00012a']) {
      expect(CERTIFICATE_NUMBER.test(text)).toBe(false);
      expect(() => statusEntryOf(text)).toThrow();
    }
  });
});

describe("a status list's bits", () => {
  it('hold the first bit in the highest bit of the first byte, and refuse a place outside the list', () => {
    const bits = new Uint8Array(STATUS_LIST_BITS / 8);
    const set = withBit(bits, 0);
    expect(set[0]).toBe(0x80);
    expect(getBit(set, 0)).toBe(true);
    expect(getBit(bits, 0)).toBe(false); // a copy was changed
    const last = withBit(bits, STATUS_LIST_BITS - 1);
    expect(last[last.length - 1]).toBe(0x01);
    expect(() => getBit(bits, STATUS_LIST_BITS)).toThrow(RangeError);
    expect(() => withBit(bits, -1)).toThrow(RangeError);
  });
});
