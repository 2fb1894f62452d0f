import { describe, expect, it } from 'vitest';
import { commissionOf } from './commission';

const broughtAt = new Date('2026-01-31T10:00:00Z');

describe('commissionOf', () => {
  it('is a fifth of a payment in the first year, rounded down to the cent', () => {
    expect(commissionOf({ amount: 2_900, paidAt: new Date('2026-02-01T00:00:00Z') }, broughtAt)).toBe(580);
    expect(commissionOf({ amount: 999, paidAt: broughtAt }, broughtAt)).toBe(199);
  });

  it('ends twelve months after the sign-up', () => {
    expect(commissionOf({ amount: 2_900, paidAt: new Date('2027-01-31T09:59:59Z') }, broughtAt)).toBe(580);
    expect(commissionOf({ amount: 2_900, paidAt: new Date('2027-01-31T10:00:00Z') }, broughtAt)).toBe(0);
  });
});
