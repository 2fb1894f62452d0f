import { getServicePage } from '@migralink/shared/api/catalogue';
import { getCompany } from '#data/companies';
import { getServiceById } from '#data/services';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { card } from '#search/cards';
import { isPublicCompany } from '#catalogue/company-page';
import { catalogueReference } from '#reference/lists';
import { isPublicService, servicePage } from '#listings/public-service';

/** A public service of a public company: one gsi1 Query and one BatchGetItem. */
export const handler = createHandler(getServicePage, async ({ params, locale, currency }) => {
  const [service, reference] = await Promise.all([getServiceById(params.id), catalogueReference()]);
  if (!service || !isPublicService(service.meta, service.approved)) throw new NotFoundError();
  const company = await getCompany(service.meta.company_id, 'approved');
  if (!company || !isPublicCompany(company.profile, company.content)) throw new NotFoundError();
  const how = { locale, currency, reference };
  return {
    data: {
      ...servicePage(service.meta, service.approved, how),
      company: card(company.profile, company.content, how),
    },
  };
});
