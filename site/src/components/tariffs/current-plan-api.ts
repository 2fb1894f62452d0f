import { getSubscriptionsInit } from '@migralink/shared/api/billing';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { callChecked } from '@/api/checked';

/** The signed-in company's plan (`GET /v1/account/subscriptions/init`): loaded only for a company account. */
export async function currentPlanOf(): Promise<SubscriptionPackage> {
  return (await callChecked(getSubscriptionsInit, {})).data.current.package;
}
