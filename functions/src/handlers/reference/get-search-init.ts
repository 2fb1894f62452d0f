import { getSearchInit } from '@migralink/shared/api/reference';
import { searchInitLists } from '#data/reference';
import { createHandler } from '#http/handler';

export const handler = createHandler(getSearchInit, async ({ locale }) => ({ data: await searchInitLists(locale) }));
