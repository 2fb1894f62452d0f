import { serviceInitRoute } from '@migralink/shared/api/service-account';
import { pickText } from '@migralink/shared/locales';
import { FEEDBACK_FORM_TYPE_NAMES } from '@migralink/shared/company-choices';
import { FEEDBACK_FORM_TYPE_IDS } from '@migralink/shared/schemas/company-account';
import { BACKGROUND_LIBRARY, backgroundUrl } from '@migralink/shared/schemas/service-account';
import { edited, readVersions } from '#data/moderation';
import type { CompanyContent, CompanyProfile } from '#data/companies';
import { presentCurrencies, presentTimeUnits } from '#data/reference';
import { createHandler } from '#http/handler';
import { ownCompanyIdIfAny } from '#listings/owner';
import { defaultServiceForm } from '#service-account/form';
import { catalogueReference } from '#reference/lists';

/**
 * The editor's choices in the caller's language, the background library, the default new service,
 * and the company's plan with its number of published services (read with the company, no more requests).
 */
export const handler = createHandler(serviceInitRoute, async ({ principal, locale }) => {
  const companyId = ownCompanyIdIfAny(principal);
  const [reference, company] = await Promise.all([
    catalogueReference(),
    companyId ? readVersions<CompanyProfile, CompanyContent>({ kind: 'company', companyId }) : undefined,
  ]);
  const companyContent = edited(company);
  const [firstUnit] = [...reference.timeUnits].sort((a, b) => a.id - b.id);
  if (!firstUnit) throw new Error('The reference data has no time units');
  return {
    data: {
      company_name: companyContent ? pickText(companyContent.name, locale) : '',
      // A company starts on basic with nothing published; a caller without one yet is answered as such.
      plan: company?.meta.plan ?? 'basic',
      published_services: company?.meta.published_services ?? 0,
      time_units: presentTimeUnits(reference.timeUnits, locale),
      currencies: presentCurrencies(reference.currencies, locale),
      feedback_form_types: FEEDBACK_FORM_TYPE_IDS.map((id) => ({ id, name: FEEDBACK_FORM_TYPE_NAMES[id][locale] })),
      image_library: BACKGROUND_LIBRARY.map((id) => ({ id, url: backgroundUrl(id) })),
      default_service: defaultServiceForm(firstUnit.id),
    },
  };
});
