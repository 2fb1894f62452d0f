import { listCountryArticles } from '@migralink/shared/api/articles';
import { countryNewest } from '#articles/public';
import { createHandler } from '#http/handler';

/** The newest published articles about a country in a language. */
export const handler = createHandler(listCountryArticles, async ({ params, query }) => ({
  data: await countryNewest(params.country, query.locale),
}));
