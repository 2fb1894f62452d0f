import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { PLAN_LIMITS, plansAllowing, type PlanLimit } from '@migralink/shared/plans';
import { HttpError } from '#http/errors';

/**
 * 403 `plan_limit` naming the plans that allow `amount`, unless the current
 * plan does. The limits are `shared/src/plans.ts`, which the editors show too.
 */
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
