import { sendPassportLead } from '@migralink/shared/api/lead-forms';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';
import { browserFingerprint } from '#http/request';
import { sendLead } from '#leads/send';

/** A visitor's lead from the passport comparison page, to the platform (customer support works it). */
export const handler = createHandler(sendPassportLead, async (request) => ({
  data: await sendLead(
    {
      kind: 'passport',
      body: request.body,
      userId: request.principal?.userId,
      fingerprint: browserFingerprint(request.event),
    },
    contextOf(request),
  ),
}));
