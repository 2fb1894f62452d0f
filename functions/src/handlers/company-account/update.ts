import { updateAccountCompany } from '@migralink/shared/api/company-form';
import { updateCompany } from '#company-account/company';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';

/** Saves the company's draft in the edited language; the public keeps the approved version. */
export const handler = createHandler(updateAccountCompany, async ({ principal, body, query, locale }) => {
  const companyId = ownCompanyId(principal);
  return { data: await updateCompany(companyId, body, query.locale ?? locale, locale) };
});
