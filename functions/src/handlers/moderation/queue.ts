import { moderationQueueRoute } from '@migralink/shared/api/moderation';
import { createHandler } from '#http/handler';
import { queuePage } from '#moderation/waiting';

/** Admins only: what waits for moderation, oldest first, 20 at a time. */
export const handler = createHandler(moderationQueueRoute, async ({ query, locale }) => ({
  data: await queuePage(query.cursor, locale),
}));
