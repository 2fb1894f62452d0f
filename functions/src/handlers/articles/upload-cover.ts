import { uploadArticleCover } from '@migralink/shared/api/articles';
import { replaceCover } from '#articles/cover';
import { createHandler } from '#http/handler';

/** Staff: checks an uploaded image (size, real type by its bytes) and makes it the article's cover. */
export const handler = createHandler(uploadArticleCover, async ({ params, principal, body, locale }) => ({
  data: { filePath: await replaceCover(params.id, principal.userId, body.key, locale) },
}));
