import { companyContactsViewed } from '@migralink/shared/api/company-account';
import { countContactView } from '#data/contact-views';
import { readPublicCompany } from '#data/search-lists';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';

/**
 * Counts a signed-in visitor's look at a public company's contacts, once per
 * visitor and UTC day. "Public" is the company's row among the public
 * companies (kept by every reindex), not its content: one small read.
 */
export const handler = createHandler(companyContactsViewed, async ({ principal, params }) => {
  if (!(await readPublicCompany(params.id))) throw new NotFoundError();
  await countContactView(params.id, principal.userId);
  return undefined;
});
