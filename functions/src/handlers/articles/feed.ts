import { articleFeed } from '@migralink/shared/api/articles';
import { sectionFeed } from '#articles/feed';
import { createHandler, FileAnswer } from '#http/handler';

/** A section's RSS feed in a language, shown in place. */
export const handler = createHandler(articleFeed, async ({ params }) => {
  const xml = await sectionFeed(params.section, params.locale);
  return new FileAnswer(new TextEncoder().encode(xml), `${params.section}-${params.locale}.xml`);
});
