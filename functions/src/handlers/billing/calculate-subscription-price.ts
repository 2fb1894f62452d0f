import { calculateSubscriptionPrice } from '@migralink/shared/api/billing';
import { planPrice } from '@migralink/shared/prices';
import { quote } from '#billing/offers';
import { catalogueReference } from '#reference/lists';
import { createHandler } from '#http/handler';

/** A plan's price for a period, computed here, in the caller's currency and as charged. */
export const handler = createHandler(calculateSubscriptionPrice, async ({ body, currency }) => {
  const { currencies } = await catalogueReference();
  return { data: quote(planPrice(body.package, body.period), currency, currencies) };
});
