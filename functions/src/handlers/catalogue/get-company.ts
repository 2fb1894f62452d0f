import { getCompanyPage } from '@migralink/shared/api/catalogue';
import { getCompany } from '#data/companies';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { companyPage, isPublicCompany } from '#catalogue/company-page';
import { publicAnswerTime } from '#statistics/company';

/** A published company's approved page in the caller's language, with its time to answer: one BatchGetItem, one Query. */
export const handler = createHandler(getCompanyPage, async ({ params, locale }) => {
  const [company, answerTime] = await Promise.all([getCompany(params.uuid, 'approved'), publicAnswerTime(params.uuid)]);
  if (!company || !isPublicCompany(company.profile, company.content)) throw new NotFoundError();
  return { data: companyPage(company.profile, company.content, locale, answerTime) };
});
