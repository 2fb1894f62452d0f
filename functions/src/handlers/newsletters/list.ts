import { listNewsletters } from '@migralink/shared/api/newsletters';
import { createHandler } from '#http/handler';
import { newsletterList } from '#mailing/newsletters';

/** Staff: the newsletters, newest first, 20 at a time. */
export const handler = createHandler(listNewsletters, async ({ query, locale }) => ({
  data: await newsletterList(query.cursor, locale),
}));
