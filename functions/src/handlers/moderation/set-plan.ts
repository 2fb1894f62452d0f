import { setCompanyPlan as setCompanyPlanRoute } from '@migralink/shared/api/moderation';
import { setCompanyPlan } from '#data/company-plan';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { reindexCompany } from '#search/reindex';

/** Admins only: sets a company's tariff; its rank in the search lists follows at once. */
export const handler = createHandler(setCompanyPlanRoute, async ({ params, body }) => {
  if (!(await setCompanyPlan(params.uuid, body.plan, new Date().toISOString()))) throw new NotFoundError();
  await reindexCompany(params.uuid);
  return { data: { uuid: params.uuid, plan: body.plan } };
});
