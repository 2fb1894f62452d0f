import { searchCountRoute } from '@migralink/shared/api/catalogue';
import { createHandler } from '#http/handler';
import { countCompanies } from '#search/search';

/** How many companies match, before the visitor applies the filters: one small DynamoDB read. */
export const handler = createHandler(searchCountRoute, async ({ query }) => ({
  data: { total: await countCompanies(query) },
}));
