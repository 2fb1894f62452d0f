import { describe, expect, it } from 'vitest';
import { convertPrice, type Rate } from './money';

const rates: Rate[] = [
  { code: 'EUR', rate: 1 },
  { code: 'USD', rate: 1.16 },
  { code: 'UAH', rate: 48.5 },
];

describe('convertPrice', () => {
  it.each([
    [150_000, 'EUR', 1500],
    [150_000, 'USD', 1740],
    [1, 'USD', 0.01],
    [199, 'UAH', 96.52],
    [0, 'UAH', 0],
  ] as const)('%i EUR cents in %s are %d', (cents, currency, expected) => {
    expect(convertPrice(cents, currency, rates)).toBe(expected);
  });

  it('keeps EUR without a rate table and refuses a currency it has no rate for', () => {
    expect(convertPrice(1234, 'EUR', [])).toBe(12.34);
    expect(() => convertPrice(100, 'GBP', rates)).toThrow('No exchange rate for GBP');
  });
});
