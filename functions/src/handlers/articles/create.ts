import { createArticle } from '@migralink/shared/api/articles';
import { createArticle as create, presentArticle } from '#articles/articles';
import { createHandler } from '#http/handler';

/** Staff: a new draft in a language, alone or as a translation of another article. */
export const handler = createHandler(createArticle, async ({ body, principal, locale }) => ({
  data: await presentArticle(await create(body, principal.userId, locale)),
}));
