import { companyOnboarding } from '@migralink/shared/api/company-account';
import { readCompany } from '#company-account/company';
import { onboardingSteps } from '#company-account/onboarding';
import { listCompanyServices } from '#data/services';
import { createHandler } from '#http/handler';
import { ownCompanyIdIfAny } from '#listings/owner';

/** The onboarding checklist; a caller without a company has every step still to do. */
export const handler = createHandler(companyOnboarding, async ({ principal }) => {
  const companyId = ownCompanyIdIfAny(principal);
  if (!companyId) return { data: onboardingSteps(undefined, []) };
  const [company, services] = await Promise.all([readCompany(companyId), listCompanyServices(companyId)]);
  return { data: onboardingSteps(company, services) };
});
