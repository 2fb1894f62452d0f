import { listSiteMessages } from '@migralink/shared/api/site-messages';
import { createHandler } from '#http/handler';
import { inboxPage } from '#site-messages/inbox';

/** Staff: the messages of one status (new: oldest first), optionally of one kind, 20 at a time by cursor. */
export const handler = createHandler(listSiteMessages, async ({ query, locale }) => ({
  data: await inboxPage(query, locale),
}));
