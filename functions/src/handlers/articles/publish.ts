import { publishArticle } from '@migralink/shared/api/articles';
import { presentArticle, setPublished } from '#articles/articles';
import { createHandler } from '#http/handler';

/** Staff: published, public at once. */
export const handler = createHandler(publishArticle, async ({ params, locale }) => ({
  data: await presentArticle(await setPublished(params.id, true, locale)),
}));
