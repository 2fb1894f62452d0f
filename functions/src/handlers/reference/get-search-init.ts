import { getSearchInit } from '@migralink/shared/api/reference';
import { createHandler } from '#http/handler';
import { searchInitLists } from '#reference/lists';
import { servedDestinations } from '#search/served';

/** The search filters' lists in the caller's language, with the destinations served: from the container's caches. */
export const handler = createHandler(getSearchInit, async ({ locale }) => ({
  data: await searchInitLists(locale, await servedDestinations()),
}));
