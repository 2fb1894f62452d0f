import { companyContactsViewed } from '@migralink/shared/api/company-account';
import { getCompany } from '#data/companies';
import { countContactView } from '#data/contact-views';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { isPublicCompany } from '../../catalogue/company-page';

/** Counts a signed-in visitor's look at a public company's contacts, once per visitor and UTC day. */
export const handler = createHandler(companyContactsViewed, async ({ principal, params }) => {
  const company = await getCompany(params.id, 'approved');
  if (!company || !isPublicCompany(company.profile, company.content)) throw new NotFoundError();
  await countContactView(params.id, principal.userId);
  return undefined;
});
