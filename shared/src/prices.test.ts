import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AD_DAILY_RATE,
  AD_MAX_DAYS,
  advertisementPrice,
  BILLING_PERIODS,
  daysBetween,
  PAID_PACKAGES,
  PLAN_PRICES,
  planPrice,
  utcToday,
} from './prices';
import { advertisementBody } from './schemas/billing';

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** A UTC day between 2000 and 2100. */
const aDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2100, 0, 1) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

describe('the prices (docs/product.md, "Prices")', () => {
  it('charges the decided plan prices, in EUR cents', () => {
    expect(PLAN_PRICES).toEqual({ pro: { month: 4900, year: 49000 }, premium: { month: 14900, year: 149000 } });
    for (const plan of PAID_PACKAGES) {
      // A year costs ten months: two months free.
      expect(planPrice(plan, 'year')).toBe(planPrice(plan, 'month') * 10);
      for (const period of BILLING_PERIODS) expect(Number.isInteger(planPrice(plan, period))).toBe(true);
    }
  });

  it('counts the days of a range with both ends included, across months, years and leap days', () => {
    fc.assert(
      fc.property(aDay, fc.integer({ min: 0, max: 2000 }), (start, extra) => {
        expect(daysBetween(start, dayAfter(start, extra))).toBe(extra + 1);
      }),
    );
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(2);
    expect(daysBetween('2026-05-02', '2026-05-01')).toBe(0);
  });

  it('prices an advertisement as daily rate × days × slots: linear in each, never negative, whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: AD_MAX_DAYS }), (slots, days) => {
        const price = advertisementPrice(slots, days);
        expect(price).toBe(AD_DAILY_RATE * days * slots);
        expect(advertisementPrice(slots + 1, days) - price).toBe(AD_DAILY_RATE * days);
        expect(advertisementPrice(slots, days + 1) - price).toBe(AD_DAILY_RATE * slots);
        expect(Number.isInteger(price) && price > 0).toBe(true);
      }),
    );
    expect(advertisementPrice(1, 1)).toBe(500);
    expect(advertisementPrice(3, 30)).toBe(45_000);
  });
});

describe('an advertisement body', () => {
  const today = utcToday();
  const slot = { country: 'DE', purpose: 1 };
  const errorPaths = (body: unknown) => {
    const result = z.safeParse(advertisementBody, body);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('takes 1 to 365 UTC days from today on, both included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: AD_MAX_DAYS - 1 }), (wait, length) => {
        const starts = dayAfter(today, wait);
        expect(errorPaths({ slots: [slot], starts_on: starts, ends_on: dayAfter(starts, length) })).toEqual([]);
      }),
    );
  });

  it('refuses a start in the past, an end before the start, more than 365 days, no slot and a slot twice', () => {
    expect(errorPaths({ slots: [slot], starts_on: dayAfter(today, -1), ends_on: today })).toEqual(['starts_on']);
    expect(errorPaths({ slots: [slot], starts_on: dayAfter(today, 2), ends_on: dayAfter(today, 1) })).toEqual([
      'ends_on',
    ]);
    expect(errorPaths({ slots: [slot], starts_on: today, ends_on: dayAfter(today, AD_MAX_DAYS) })).toEqual(['ends_on']);
    expect(errorPaths({ slots: [], starts_on: today, ends_on: today })).toEqual(['slots']);
    expect(errorPaths({ slots: [slot, { ...slot, category: null }, slot], starts_on: today, ends_on: today })).toEqual([
      'slots',
    ]);
  });
});
