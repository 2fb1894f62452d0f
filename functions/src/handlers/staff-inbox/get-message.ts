import { getSiteMessage } from '@migralink/shared/api/site-messages';
import { createHandler } from '#http/handler';
import { openMessage } from '#site-messages/inbox';

/** Staff: one message with its answers. */
export const handler = createHandler(getSiteMessage, async ({ params, locale }) => ({
  data: await openMessage(params.id, locale),
}));
