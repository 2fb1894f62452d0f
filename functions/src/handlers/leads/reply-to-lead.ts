import { replyToLead } from '@migralink/shared/api/leads';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';
import { answerLead } from '#leads/inbox';
import { mailLeadReply } from '#leads/notify';
import { presentLead } from '#leads/present';

/** Answers a lead of the caller's inbox; the visitor gets the reply by e-mail and on their leads page. */
export const handler = createHandler(replyToLead, async (request) => {
  const { lead, reply } = await answerLead(request.principal, request.params.id, request.body.message, request.locale);
  await mailLeadReply(lead, reply, contextOf(request));
  return { data: presentLead(lead, request.locale) };
});
