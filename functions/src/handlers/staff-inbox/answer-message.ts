import { answerSiteMessage } from '@migralink/shared/api/site-messages';
import { createHandler } from '#http/handler';
import { answerMessage } from '#site-messages/inbox';

/** Staff: answers a message by mail to its sender; the answer joins its thread. */
export const handler = createHandler(answerSiteMessage, async ({ params, body, principal, locale }) => ({
  data: await answerMessage(params.id, body.message, principal, locale),
}));
