import { certificateQueueRoute } from '@migralink/shared/api/certificates';
import { applicationQueue } from '#certificates/lists';
import { createHandler } from '#http/handler';

/** Admins only: applications waiting for a decision, oldest sent first, 20 at a time. */
export const handler = createHandler(certificateQueueRoute, async ({ query, locale }) => ({
  data: await applicationQueue(query.cursor, locale),
}));
