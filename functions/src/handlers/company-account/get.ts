import { getAccountCompany } from '@migralink/shared/api/company-account';
import { readCompany, storedCompanyView } from '#company-account/company';
import { companyAccountView, defaultCompanyContent } from '#company-account/form';
import { createHandler } from '#http/handler';
import { ownCompanyIdIfAny } from '#listings/owner';

/** The caller's company in the edited language (draft, else approved), or the default new company before it has one. */
export const handler = createHandler(getAccountCompany, async ({ principal, query, locale }) => {
  const edited = query.locale ?? locale;
  const companyId = ownCompanyIdIfAny(principal);
  if (!companyId) return { data: companyAccountView(null, defaultCompanyContent(), edited) };
  return { data: storedCompanyView(await readCompany(companyId), edited) };
});
