import { dataEnvelope } from '../envelope';
import { defineRoute } from '../route';
import { companyStatistics, statisticsQuery } from '../schemas/statistics';

export const getCompanyStatistics = defineRoute({
  operationId: 'getCompanyStatistics',
  ownerScope: 'own',
  method: 'GET',
  path: '/v1/account/company/statistics',
  summary:
    "The caller's company over the last 7, 30 or 90 days by day: leads by status, contact views, page views (by service too) and the median time to a first answer",
  tag: 'statistics',
  auth: 'bearer',
  roles: ['company'],
  query: statisticsQuery,
  response: dataEnvelope(companyStatistics),
  errors: { not_found: 'The company account has no company yet.' },
  handler: 'statistics/get-company-statistics',
  access: { table: ['Query'] },
});
