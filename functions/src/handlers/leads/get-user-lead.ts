import { getUserLead } from '@migralink/shared/api/leads';
import { createHandler } from '#http/handler';
import { openSentLead } from '#leads/inbox';
import { presentLead } from '#leads/present';

/** One of the leads the signed-in visitor sent, with its thread; opening it marks its replies read. */
export const handler = createHandler(getUserLead, async ({ principal, params, locale }) => ({
  data: presentLead(await openSentLead(principal, params.id), locale),
}));
