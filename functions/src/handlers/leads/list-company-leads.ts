import { listCompanyLeads } from '@migralink/shared/api/leads';
import { LEADS_PER_PAGE } from '@migralink/shared/schemas/leads';
import { inboxList, inboxOwner } from '#data/leads';
import { createHandler } from '#http/handler';
import { leadPage } from '#leads/pages';

/** A page of the caller's inbox (a company's, or the platform's for staff), by one filter and a range of days. */
export const handler = createHandler(listCompanyLeads, async ({ principal, query, locale }) => {
  const owner = inboxOwner(principal);
  const range = { from: query.from, to: query.to };
  if (!owner) return { data: [], meta: { current_page: 1, last_page: 1, per_page: LEADS_PER_PAGE, total: 0 } };
  return leadPage(owner, inboxList(query), { requested: query.page ?? 1, locale }, range);
});
