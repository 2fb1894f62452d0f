import { sendFeedback } from '@migralink/shared/api/site-messages';
import { createHandler } from '#http/handler';
import { browserFingerprint } from '#http/request';
import { contextOf } from '#http/request-context';
import { sendPublicMessage } from '#site-messages/send';

/** Feedback about the site from any page's footer, to the platform's staff; its sender gets a copy. */
export const handler = createHandler(sendFeedback, async (request) => ({
  data: await sendPublicMessage(
    {
      kind: 'feedback',
      body: request.body,
      userId: request.principal?.userId,
      fingerprint: browserFingerprint(request.event),
    },
    contextOf(request),
  ),
}));
