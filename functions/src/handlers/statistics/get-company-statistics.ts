import { getCompanyStatistics } from '@migralink/shared/api/statistics';
import { createHandler } from '#http/handler';
import { NotFoundError } from '#http/errors';
import { companyStatistics } from '#statistics/company';

/** The caller's company's statistics over the last 7, 30 or 90 days; a company account without a company has none. */
export const handler = createHandler(getCompanyStatistics, async ({ principal, query, locale }) => {
  if (!principal.companyId) throw new NotFoundError();
  return { data: await companyStatistics(principal.companyId, query.days ?? '30', locale) };
});
