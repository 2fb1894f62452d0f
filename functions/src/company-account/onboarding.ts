import { ONBOARDING_STEPS, type Onboarding, type OnboardingStep } from '@migralink/shared/schemas/company-account';
import type { ServiceRecord } from '#data/services';
import { hasSearchAttributes } from '#search/attributes';
import { edited } from '#data/moderation';
import type { CompanyVersions } from './company';

/**
 * The onboarding checklist (GET /v1/account/companies/onboarding): which of the
 * steps that make a listing complete the company has taken, judged from its
 * profile, its latest content (draft, else approved) and its services. An edit
 * after approval reopens sending and approval: the checklist is done only when
 * what the owner last wrote is what the public sees.
 */
export function onboardingSteps(company: CompanyVersions | undefined, services: readonly ServiceRecord[]): Onboarding {
  const done = company ? doneSteps(company, services) : new Set<OnboardingStep>();
  const steps = ONBOARDING_STEPS.map((id) => ({ id, done: done.has(id) }));
  return { steps, completed: steps.filter((step) => step.done).length, total: steps.length };
}

function doneSteps(company: CompanyVersions, services: readonly ServiceRecord[]): Set<OnboardingStep> {
  const { meta } = company;
  const content = edited(company);
  const latest = services.map(edited).filter((item) => item !== null);
  const checks: Record<OnboardingStep, boolean> = {
    company_created: true,
    profile_written: (content?.filled_locales.length ?? 0) > 0,
    logo_uploaded: Boolean(content?.logo),
    office_added:
      content?.offices.some((office) => Object.values(office.address).some((text) => text?.trim())) ?? false,
    service_created: services.length > 0,
    service_attributes: latest.some((service) => hasSearchAttributes(service.search_attributes)),
    // Judged on the latest edit: a new draft of an approved company is still to be sent and approved.
    sent_to_moderation: meta.status === 'on_moderation' || meta.status === 'approved',
    approved: meta.status === 'approved',
    published: meta.published,
  };
  return new Set(ONBOARDING_STEPS.filter((step) => checks[step]));
}
