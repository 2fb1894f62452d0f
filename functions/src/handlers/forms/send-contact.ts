import { sendContactMessage } from '@migralink/shared/api/site-messages';
import { createHandler } from '#http/handler';
import { browserFingerprint } from '#http/request';
import { contextOf } from '#http/request-context';
import { sendPublicMessage } from '#site-messages/send';

/** A message from the contacts page to the platform's staff; its sender gets a copy. */
export const handler = createHandler(sendContactMessage, async (request) => ({
  data: await sendPublicMessage(
    {
      kind: 'contact',
      body: request.body,
      userId: request.principal?.userId,
      fingerprint: browserFingerprint(request.event),
    },
    contextOf(request),
  ),
}));
