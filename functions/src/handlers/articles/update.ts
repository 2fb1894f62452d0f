import { updateArticle } from '@migralink/shared/api/articles';
import { changeArticle, presentArticle } from '#articles/articles';
import { createHandler } from '#http/handler';

/** Staff: an article changed; a published one changes for the public at once. */
export const handler = createHandler(updateArticle, async ({ params, body, locale }) => ({
  data: await presentArticle(await changeArticle(params.id, body, locale)),
}));
