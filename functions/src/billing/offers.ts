import { SUBSCRIPTION_PACKAGES, type Currency, type SubscriptionPackage } from '@migralink/shared/enums';
import { FEATURES_OF, PLAN_LIMITS } from '@migralink/shared/plans';
import { BILLING_PERIODS, planPrice } from '@migralink/shared/prices';
import type { CurrentPlan, PlanOffer, PriceQuote } from '@migralink/shared/schemas/billing';
import type { SubscriptionRecord } from '#data/billing';
import { convertPrice, type Rate } from '#reference/money';

/** An amount in EUR cents as the caller sees it (their currency) and as it is charged (EUR). */
export function quote(eurMinor: number, currency: Currency, rates: readonly Rate[]): PriceQuote {
  return {
    total_price: convertPrice(eurMinor, currency, rates),
    currency,
    charged_price: eurMinor / 100,
    charged_currency: 'EUR',
  };
}

const limit = (value: number) => (Number.isFinite(value) ? value : null);

/** Every plan with its limits, features and a price per period in the caller's currency (none for `basic`). */
export function planOffers(currency: Currency, rates: readonly Rate[]): PlanOffer[] {
  return SUBSCRIPTION_PACKAGES.map((id) => ({
    id,
    limits: {
      published_services: limit(PLAN_LIMITS[id].publishedServices),
      locales: limit(PLAN_LIMITS[id].locales),
      lead_exports: PLAN_LIMITS[id].leadExports > 0,
    },
    features: [...FEATURES_OF[id]],
    prices:
      id === 'basic'
        ? []
        : BILLING_PERIODS.map((period) => ({ period, ...quote(planPrice(id, period), currency, rates) })),
  }));
}

/**
 * The company's plan with the subscription that pays for it (the newest one
 * still held), if any: a plan set by staff has none.
 */
export function currentPlan(
  plan: SubscriptionPackage,
  subscriptions: readonly SubscriptionRecord[],
  billing: boolean,
): CurrentPlan {
  const paying = subscriptions.find(
    (subscription) =>
      subscription.package === plan && (subscription.status === 'active' || subscription.status === 'past_due'),
  );
  return {
    package: plan,
    period: paying?.period ?? null,
    status: paying?.status ?? null,
    current_period_end: paying?.current_period_end ?? null,
    cancel_at_period_end: paying?.cancel_at_period_end ?? false,
    billing,
  };
}
