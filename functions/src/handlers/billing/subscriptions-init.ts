import { getSubscriptionsInit } from '@migralink/shared/api/billing';
import { BILLING_PERIODS } from '@migralink/shared/prices';
import { currentPlan, planOffers } from '#billing/offers';
import { catalogueReference } from '#reference/lists';
import { getBillingAccount, listSubscriptions } from '#data/billing';
import { getCompanyProfile } from '#data/companies';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';

/** The plans with their prices in the caller's currency, and where the caller's company stands. */
export const handler = createHandler(getSubscriptionsInit, async ({ principal, currency }) => {
  const companyId = ownCompanyId(principal);
  const [profile, subscriptions, account, reference] = await Promise.all([
    getCompanyProfile(companyId),
    listSubscriptions(companyId),
    getBillingAccount(companyId),
    catalogueReference(),
  ]);
  if (!profile) throw new NotFoundError();
  return {
    data: {
      packages: planOffers(currency, reference.currencies),
      periods: [...BILLING_PERIODS],
      current: currentPlan(profile.plan, subscriptions, account !== undefined),
    },
  };
});
