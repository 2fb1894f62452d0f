import { listCompanySubscriptions } from '@migralink/shared/api/billing';
import { BILLING_PER_PAGE } from '@migralink/shared/schemas/billing';
import { presentSubscription } from '#billing/subscriptions';
import { listSubscriptions } from '#data/billing';
import { createHandler } from '#http/handler';
import { ownCompanyIdIfAny } from '#listings/owner';
import { pageMeta } from '#search/pages';

/** The company's subscriptions, newest first, 20 a page; none before it has a company. */
export const handler = createHandler(listCompanySubscriptions, async ({ principal, query }) => {
  const page = query.page ?? 1;
  const companyId = ownCompanyIdIfAny(principal);
  const all = companyId ? await listSubscriptions(companyId) : [];
  const onPage = all.slice((page - 1) * BILLING_PER_PAGE, page * BILLING_PER_PAGE);
  return {
    data: onPage.map(presentSubscription),
    meta: pageMeta(all.length, page, BILLING_PER_PAGE),
  };
});
