import { listParentCategories } from '@migralink/shared/api/reference';
import { listReference, presentCategory } from '#data/reference';
import { createHandler } from '#http/handler';

export const handler = createHandler(listParentCategories, async ({ locale }) => {
  const categories = await listReference('category');
  return { data: categories.filter((item) => item.parent_id === null).map((item) => presentCategory(item, locale)) };
});
