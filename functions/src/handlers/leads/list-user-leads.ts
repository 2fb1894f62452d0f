import { listUserLeads } from '@migralink/shared/api/leads';
import { ALL, visitorOwner } from '#data/leads';
import { createHandler } from '#http/handler';
import { leadPage } from '#leads/pages';

/** A page of the leads the signed-in visitor sent, with their status; past the last page, the last. */
export const handler = createHandler(listUserLeads, async ({ principal, query, locale }) =>
  leadPage(visitorOwner(principal.userId), ALL, { requested: query.page ?? 1, locale }),
);
