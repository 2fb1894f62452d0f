import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';
import { browserFingerprint } from '#http/request';
import { sendLead } from '#leads/send';

/** A visitor's lead to a public company, optionally about one of its public services. */
export const handler = createHandler(sendCompanyLead, async (request) => ({
  data: await sendLead(
    {
      kind: 'company',
      body: request.body,
      userId: request.principal?.userId,
      fingerprint: browserFingerprint(request.event),
    },
    contextOf(request),
  ),
}));
