import { getStaffArticle } from '@migralink/shared/api/articles';
import { staffArticle } from '#articles/articles';
import { createHandler } from '#http/handler';

/** Staff: one article with every language of its group. */
export const handler = createHandler(getStaffArticle, async ({ params, locale }) => ({
  data: await staffArticle(params.id, locale),
}));
