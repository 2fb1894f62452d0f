import { searchAttributesInitRoute } from '@migralink/shared/api/service-account';
import { searchInitLists } from '#data/reference';
import { createHandler } from '#http/handler';

/** The same lists the search filters choose from, in the caller's language. */
export const handler = createHandler(searchAttributesInitRoute, async ({ locale }) => ({
  data: await searchInitLists(locale),
}));
