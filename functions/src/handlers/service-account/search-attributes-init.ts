import { searchAttributesInitRoute } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { searchInitLists } from '#reference/lists';
import { servedDestinations } from '#search/served';

/** The same lists the search filters choose from, in the caller's language (cached per container). */
export const handler = createHandler(searchAttributesInitRoute, async ({ locale }) => ({
  data: await searchInitLists(locale, await servedDestinations()),
}));
