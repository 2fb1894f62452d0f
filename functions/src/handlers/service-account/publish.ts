import { publishService } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { showService } from '#listings/lifecycle';
import { ownCompanyId } from '#listings/owner';
import { companyPlan, ownService } from '#service-account/owner';

/**
 * Shows the approved version to the public, within the plan's number of
 * published services (403 `plan_limit` naming the plans that allow one more).
 */
export const handler = createHandler(publishService, async ({ principal, params, locale }) => {
  const companyId = ownCompanyId(principal);
  const [{ subject, versions }, plan] = await Promise.all([ownService(principal, params.id), companyPlan(companyId)]);
  return { data: await showService({ subject, status: versions.meta.status }, plan, locale) };
});
