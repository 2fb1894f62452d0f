import type { SubscriptionPackage } from './enums';

/**
 * What the product charges (docs/product.md, "Prices"), in EUR minor units (cents),
 * VAT not included. The server computes every price from here; a client only
 * shows what the server answered (or, on the pre-built tariffs page, these
 * list prices).
 */

export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The plans that are bought; `basic` is free. */
export const PAID_PACKAGES = ['pro', 'premium'] as const satisfies readonly SubscriptionPackage[];
export type PaidPackage = (typeof PAID_PACKAGES)[number];

export const PLAN_PRICES: Readonly<Record<PaidPackage, Readonly<Record<BillingPeriod, number>>>> = {
  pro: { month: 49_00, year: 490_00 },
  premium: { month: 149_00, year: 1_490_00 },
};

/** The currency every payment is charged in. */
export const CHARGE_CURRENCY = 'EUR';

/** Advertising: per filter slot (one target country, an optional purpose and category) and day. */
export const AD_DAILY_RATE = 5_00;
export const AD_MAX_DAYS = 365;
/** How far ahead an advertisement may be booked: its first day at most this many days after today (UTC). */
export const AD_MAX_DAYS_AHEAD = 365;
/** Slots one advertisement may buy: enough for a region, few enough to stay one readable order. */
export const AD_MAX_SLOTS = 10;

/** One plan for one period. */
export const planPrice = (plan: PaidPackage, period: BillingPeriod): number => PLAN_PRICES[plan][period];

const DAY_MS = 86_400_000;

/** Today in UTC as `YYYY-MM-DD`: advertisements run by UTC days. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The UTC day `days` after `day` (`YYYY-MM-DD`). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `startsOn` to `endsOn`, both included (UTC dates `YYYY-MM-DD`); 0 when the end is before the start. */
export function daysBetween(startsOn: string, endsOn: string): number {
  const days = Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) + 1;
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/** An advertisement: daily rate × days × filter slots. */
export const advertisementPrice = (slots: number, days: number): number => AD_DAILY_RATE * days * slots;
