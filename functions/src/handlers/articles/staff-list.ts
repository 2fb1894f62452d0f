import { listStaffArticles } from '@migralink/shared/api/articles';
import { staffArticleList } from '#articles/articles';
import { createHandler } from '#http/handler';

/** Staff: every article of every language, last changed first. */
export const handler = createHandler(listStaffArticles, async ({ query, locale }) => ({
  data: await staffArticleList(query.cursor, locale),
}));
