import { listCategoryGroups } from '@migralink/shared/api/reference';
import { listReference, presentCategoryGroups } from '#data/reference';
import { createHandler } from '#http/handler';

export const handler = createHandler(listCategoryGroups, async ({ locale }) => ({
  data: presentCategoryGroups(await listReference('category'), locale),
}));
