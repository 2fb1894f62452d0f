import { getSearchInit } from '@migralink/shared/api/reference';
import { createHandler } from '#http/handler';
import { searchInitLists } from '#reference/lists';

/** The search filters' lists in the caller's language: from the container's reference cache. */
export const handler = createHandler(getSearchInit, async ({ locale }) => ({ data: await searchInitLists(locale) }));
