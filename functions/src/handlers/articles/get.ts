import { getArticle } from '@migralink/shared/api/articles';
import { publishedArticle } from '#articles/public';
import { createHandler } from '#http/handler';

/** A published article at its address in a language. */
export const handler = createHandler(getArticle, async ({ params, locale }) => ({
  data: await publishedArticle(params.locale, params.slug, locale),
}));
