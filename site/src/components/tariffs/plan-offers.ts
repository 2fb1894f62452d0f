import { SUBSCRIPTION_PACKAGES, type Currency, type SubscriptionPackage } from '@migralink/shared/enums';
import { FEATURES_OF, PLAN_LIMITS, type PlanFeature } from '@migralink/shared/plans';
import { BILLING_PERIODS, PLAN_PRICES, type BillingPeriod, type PaidPackage } from '@migralink/shared/prices';

/** A plan's price for a period, in EUR cents as charged; a year says what it saves against twelve months. */
export interface PeriodPrice {
  readonly period: BillingPeriod;
  readonly cents: number;
  /** Cents saved against paying monthly for a year; 0 for a month. */
  readonly savingCents: number;
}

/** What the tariffs page says of a plan: its limits, what it adds beyond them, its prices (none: free). */
export interface PlanOffer {
  readonly plan: SubscriptionPackage;
  /** null: no limit. */
  readonly publishedServices: number | null;
  /** null: every language of the site. */
  readonly languages: number | null;
  readonly leadExport: boolean;
  readonly features: readonly PlanFeature[];
  readonly prices: readonly PeriodPrice[] | null;
}

/**
 * The features the limits already say (every language, the lead export):
 * the card names each once, in its limits.
 */
const SAID_BY_LIMITS: ReadonlySet<PlanFeature> = new Set(['all_locales', 'lead_export']);

const limit = (value: number): number | null => (value === Infinity ? null : value);

export const isPaid = (plan: SubscriptionPackage): plan is PaidPackage => plan in PLAN_PRICES;

function pricesOf(plan: PaidPackage): PeriodPrice[] {
  const { month } = PLAN_PRICES[plan];
  return BILLING_PERIODS.map((period) => ({
    period,
    cents: PLAN_PRICES[plan][period],
    savingCents: period === 'year' ? Math.max(0, month * 12 - PLAN_PRICES[plan].year) : 0,
  }));
}

/** The three plans, cheapest first, from the contract's one table of limits, features and prices. */
export function planOffers(): PlanOffer[] {
  return SUBSCRIPTION_PACKAGES.map((plan) => ({
    plan,
    publishedServices: limit(PLAN_LIMITS[plan].publishedServices),
    languages: limit(PLAN_LIMITS[plan].locales),
    leadExport: PLAN_LIMITS[plan].leadExports > 0,
    features: FEATURES_OF[plan].filter((feature) => !SAID_BY_LIMITS.has(feature)),
    prices: isPaid(plan) ? pricesOf(plan) : null,
  }));
}

/** Units of each currency for one euro, as the site's reference data gives them (`GET /v1/search/init`). */
export type Rates = Readonly<Partial<Record<Currency, number>>>;

/**
 * EUR cents in major units of `currency`, rounded to cents as the API converts
 * a price (docs/product.md, "Currencies"); undefined without a usable rate.
 */
export function convertCents(cents: number, currency: Currency, rates: Rates): number | undefined {
  const rate = currency === 'EUR' ? 1 : rates[currency];
  return rate !== undefined && rate > 0 ? Math.round(cents * rate) / 100 : undefined;
}
