import { search } from '@migralink/shared/api/catalogue';
import { createHandler } from '#http/handler';
import { searchPage } from '#catalogue/search-page';

/** One page of companies matching the filters, with alternatives when few match: 2–3 DynamoDB requests. */
export const handler = createHandler(search, async ({ query, locale, currency }) => {
  const { page = 1, ...filters } = query;
  return searchPage(filters, page, { locale, currency });
});
