import { previewArticle } from '@migralink/shared/api/articles';
import { renderedBody } from '#articles/articles';
import { createHandler } from '#http/handler';

/** Staff: a body as the public would read it, not saved. */
export const handler = createHandler(previewArticle, async ({ body, locale }) => ({
  data: { html: renderedBody(body.body, locale) },
}));
