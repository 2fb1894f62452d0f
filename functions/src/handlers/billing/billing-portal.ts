import { openBillingPortal } from '@migralink/shared/api/billing';
import { billingPortalUrl } from '#billing/checkout';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';

/** The company's Stripe customer portal: cancel, change the card, download invoices. */
export const handler = createHandler(openBillingPortal, async ({ principal, locale }) => ({
  data: { url: await billingPortalUrl(ownCompanyId(principal), locale) },
}));
