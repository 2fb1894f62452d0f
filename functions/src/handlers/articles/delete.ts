import { deleteArticle } from '@migralink/shared/api/articles';
import { removeArticle } from '#articles/cover';
import { createHandler } from '#http/handler';

/** Staff: an article deleted in its language, with its cover's file. */
export const handler = createHandler(deleteArticle, async ({ params, locale }) => {
  await removeArticle(params.id, locale);
  return undefined;
});
