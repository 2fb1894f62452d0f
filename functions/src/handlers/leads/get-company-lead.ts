import { getCompanyLead } from '@migralink/shared/api/leads';
import { createHandler } from '#http/handler';
import { openLead } from '#leads/inbox';
import { presentLead } from '#leads/present';

/** A lead of the caller's inbox; opening it the first time marks it read. */
export const handler = createHandler(getCompanyLead, async ({ principal, params, locale }) => ({
  data: presentLead(await openLead(principal, params.id), locale),
}));
