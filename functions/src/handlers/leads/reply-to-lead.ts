import { replyToLead } from '@migralink/shared/api/leads';
import { createHandler } from '#http/handler';
import { answerLead } from '#leads/inbox';
import { presentLead } from '#leads/present';

/** Answers a lead of the caller's inbox; the visitor gets the reply by e-mail (queued with it) and on their leads page. */
export const handler = createHandler(replyToLead, async (request) => {
  const { lead, reply } = await answerLead(request.principal, request.params.id, request.body.message, request.locale);
  return { data: presentLead(lead, request.locale) };
});
