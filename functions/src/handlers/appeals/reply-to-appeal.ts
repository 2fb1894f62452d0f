import { replyToAppeal } from '@migralink/shared/api/appeals';
import { replyToAppeal as reply } from '#appeals/thread';
import { createHandler } from '#http/handler';

/** The caller's reply in their own appeal: it waits for support again. */
export const handler = createHandler(replyToAppeal, async ({ params, body, principal, locale }) => ({
  data: await reply(params.id, body, principal, locale),
}));
