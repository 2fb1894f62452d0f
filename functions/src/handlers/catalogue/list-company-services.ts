import { listCompanyServices } from '@migralink/shared/api/catalogue';
import { getCompanyWithServices } from '#data/company-catalogue';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { isPublicCompany } from '#catalogue/company-page';
import { catalogueReference } from '#reference/lists';
import { isPublicService, serviceSummary } from '#listings/public-service';

/** A public company's public services: one Query on its partition (reference data cached per container). */
export const handler = createHandler(listCompanyServices, async ({ params, locale, currency }) => {
  const [company, reference] = await Promise.all([getCompanyWithServices(params.uuid), catalogueReference()]);
  if (!company || !isPublicCompany(company.profile, company.content)) throw new NotFoundError();
  const how = { locale, currency, reference };
  return {
    data: company.services.flatMap(({ meta, approved }) =>
      isPublicService(meta, approved) ? [serviceSummary(meta, approved, how)] : [],
    ),
  };
});
