import { sendSeminarLead } from '@migralink/shared/api/lead-forms';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';
import { browserFingerprint } from '#http/request';
import { sendLead } from '#leads/send';

/** A visitor's lead from a seminar's or webinar's page, to the platform (customer support works it). */
export const handler = createHandler(sendSeminarLead, async (request) => ({
  data: await sendLead(
    {
      kind: 'seminar',
      body: request.body,
      userId: request.principal?.userId,
      fingerprint: browserFingerprint(request.event),
    },
    contextOf(request),
  ),
}));
