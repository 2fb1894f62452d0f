import { setSiteMessageStatus } from '@migralink/shared/api/site-messages';
import { createHandler } from '#http/handler';
import { changeStatus } from '#site-messages/inbox';

/** Staff: closes a message, or opens it again. */
export const handler = createHandler(setSiteMessageStatus, async ({ params, body, locale }) => ({
  data: await changeStatus(params.id, body.status, locale),
}));
