import { publishService } from '@migralink/shared/api/service-account';
import { listCompanyServices } from '#data/services';
import { createHandler } from '#http/handler';
import { publish } from '#listings/lifecycle';
import { ownCompanyId } from '#listings/owner';
import { assertWithinPlan } from '#listings/plans';
import { companyPlan, ownService } from '#service-account/owner';

/**
 * Shows the approved version to the public, within the plan's number of
 * published services (403 `plan_limit` naming the plans that allow one more).
 */
export const handler = createHandler(publishService, async ({ principal, params, locale }) => {
  const companyId = ownCompanyId(principal);
  const [{ subject }, plan, services] = await Promise.all([
    ownService(principal, params.id),
    companyPlan(companyId),
    listCompanyServices(companyId),
  ]);
  const othersPublished = services.filter((service) => service.meta.published && service.meta.id !== params.id);
  assertWithinPlan(plan, 'publishedServices', othersPublished.length + 1);
  return { data: await publish(subject, locale) };
});
