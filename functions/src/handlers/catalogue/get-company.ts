import { getCompanyPage } from '@migralink/shared/api/catalogue';
import { getCompany } from '#data/companies';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { companyPage, isPublicCompany } from '#catalogue/company-page';

/** A published company's approved page in the caller's language: one BatchGetItem. */
export const handler = createHandler(getCompanyPage, async ({ params, locale }) => {
  const company = await getCompany(params.uuid, 'approved');
  if (!company || !isPublicCompany(company.profile, company.content)) throw new NotFoundError();
  return { data: companyPage(company.profile, company.content, locale) };
});
