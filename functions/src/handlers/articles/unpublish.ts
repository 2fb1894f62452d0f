import { unpublishArticle } from '@migralink/shared/api/articles';
import { presentArticle, setPublished } from '#articles/articles';
import { createHandler } from '#http/handler';

/** Staff: back to a draft, gone from the public at once. */
export const handler = createHandler(unpublishArticle, async ({ params, locale }) => ({
  data: await presentArticle(await setPublished(params.id, false, locale)),
}));
