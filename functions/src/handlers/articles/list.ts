import { listArticles } from '@migralink/shared/api/articles';
import { sectionList } from '#articles/public';
import { createHandler } from '#http/handler';

/** A section's published articles in a language, newest first. */
export const handler = createHandler(listArticles, async ({ query, locale }) => ({
  data: await sectionList(query.section, query.locale, query.cursor, locale),
}));
