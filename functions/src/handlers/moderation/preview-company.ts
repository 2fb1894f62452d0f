import { staffCompanyPreview } from '@migralink/shared/api/staff-preview';
import { companyPage } from '#catalogue/company-page';
import { catalogueReference } from '#reference/lists';
import { isPublicService, serviceSummary } from '#listings/public-service';
import { readCompany } from '#company-account/company';
import { getCompanyWithServices } from '#data/company-catalogue';
import { edited } from '#data/moderation';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';

/**
 * Admins only: any company's draft (else its approved version) as its public
 * page would show it, with the services that page lists (its public ones) and
 * the count of the others.
 */
export const handler = createHandler(staffCompanyPreview, async ({ params, query, locale, currency }) => {
  const [versions, partition, reference] = await Promise.all([
    readCompany(params.uuid),
    getCompanyWithServices(params.uuid),
    catalogueReference(),
  ]);
  const content = edited(versions);
  if (!content) throw new NotFoundError();
  const shownIn = query.locale ?? locale;
  const how = { locale: shownIn, currency, reference };
  const services = partition?.services ?? [];
  const shown = services.flatMap(({ meta, approved }) =>
    isPublicService(meta, approved) ? [serviceSummary(meta, approved, how)] : [],
  );
  return {
    data: {
      company: companyPage(versions.meta, content, shownIn),
      services: shown,
      not_public: services.length - shown.length,
    },
  };
});
