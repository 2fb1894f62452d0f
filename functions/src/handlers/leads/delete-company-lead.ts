import { deleteCompanyLead } from '@migralink/shared/api/leads';
import { createHandler } from '#http/handler';
import { deleteInboxLead } from '#leads/inbox';

/** Takes a lead out of the caller's inbox; its visitor still sees it. */
export const handler = createHandler(deleteCompanyLead, async ({ principal, params }) => {
  await deleteInboxLead(principal, params.id);
  return undefined;
});
