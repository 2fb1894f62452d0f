import { searchCountRoute } from '@migralink/shared/api/catalogue';
import { createHandler } from '#http/handler';
import { findCompanies } from '#search/search';

/** How many companies match, before the visitor applies the filters: one DynamoDB request. */
export const handler = createHandler(searchCountRoute, async ({ query }) => ({
  data: { total: (await findCompanies(query)).length },
}));
