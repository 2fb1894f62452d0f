import { setCompanyLeadStatus } from '@migralink/shared/api/leads';
import { createHandler } from '#http/handler';
import { setLeadStatus } from '#leads/inbox';
import { presentLead } from '#leads/present';

/** Moves a lead of the caller's inbox to another status. */
export const handler = createHandler(setCompanyLeadStatus, async ({ principal, params, body, locale }) => ({
  data: presentLead(await setLeadStatus(principal, params.id, body.status), locale),
}));
