import { startSubscriptionCheckout } from '@migralink/shared/api/billing';
import { startPlanCheckout } from '#billing/checkout';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';

/** A Stripe Checkout session for the chosen plan and period; the browser goes to its address. */
export const handler = createHandler(startSubscriptionCheckout, async ({ principal, body, locale }) => ({
  data: { url: await startPlanCheckout(ownCompanyId(principal), body, locale) },
}));
