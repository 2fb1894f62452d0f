import { SUBSCRIPTION_PACKAGES, type SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { HttpError } from '#http/errors';

/** What each tariff allows (decisions.md "Money"); `Infinity` is no limit. */
export const PLAN_LIMITS = {
  basic: { publishedServices: 1, locales: 1 },
  pro: { publishedServices: 10, locales: Infinity },
  premium: { publishedServices: Infinity, locales: Infinity },
} as const satisfies Record<SubscriptionPackage, { publishedServices: number; locales: number }>;

export type PlanLimit = keyof (typeof PLAN_LIMITS)['basic'];

/** The plans under which `amount` stays within a limit, cheapest first. */
export const plansAllowing = (limit: PlanLimit, amount: number): SubscriptionPackage[] =>
  SUBSCRIPTION_PACKAGES.filter((plan) => amount <= PLAN_LIMITS[plan][limit]);

/** 403 `plan_limit` naming the plans that allow `amount`, unless the current plan does. */
export function assertWithinPlan(plan: SubscriptionPackage, limit: PlanLimit, amount: number): void {
  if (amount <= PLAN_LIMITS[plan][limit]) return;
  throw new HttpError(403, 'plan_limit', { subscriptionPackages: plansAllowing(limit, amount) });
}

/**
 * The language limit of a save: the locales with any text after it must fit
 * the plan, unless the save adds none (content written before a downgrade stays
 * editable).
 */
export function assertLocalesWithinPlan(
  plan: SubscriptionPackage,
  before: readonly Locale[],
  after: readonly Locale[],
): void {
  if (after.every((locale) => before.includes(locale))) return;
  assertWithinPlan(plan, 'locales', after.length);
}
