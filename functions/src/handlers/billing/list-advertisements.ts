import { listCompanyAdvertisements } from '@migralink/shared/api/billing';
import { BILLING_PER_PAGE } from '@migralink/shared/schemas/billing';
import { presentAdvertisement } from '#billing/advertising';
import { listAdvertisements } from '#data/advertisements';
import { createHandler } from '#http/handler';
import { ownCompanyIdIfAny } from '#listings/owner';
import { pageMeta } from '#search/pages';

/** The company's advertisements, newest first, 20 a page, with their impressions and clicks. */
export const handler = createHandler(listCompanyAdvertisements, async ({ principal, query, locale }) => {
  const page = query.page ?? 1;
  const companyId = ownCompanyIdIfAny(principal);
  const { total, items } = companyId
    ? await listAdvertisements(companyId, page, BILLING_PER_PAGE)
    : { total: 0, items: [] };
  return {
    data: await Promise.all(items.map((ad) => presentAdvertisement(ad, locale))),
    meta: pageMeta(total, page, BILLING_PER_PAGE),
  };
});
