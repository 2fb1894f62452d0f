import { ONBOARDING_STEPS, type Onboarding, type OnboardingStep } from '@migralink/shared/schemas/company-account';
import type { AdminPage } from '../shared/paths';

/** Where each step is completed, and how the link there reads (`admin.onboarding.go.<label>`). */
export interface StepTarget {
  readonly page: AdminPage;
  readonly label: 'company' | 'offices' | 'services' | 'create_service';
}

const TARGETS: Readonly<Record<OnboardingStep, StepTarget | undefined>> = {
  company_created: { page: 'company', label: 'company' },
  profile_written: { page: 'company', label: 'company' },
  logo_uploaded: { page: 'company', label: 'company' },
  office_added: { page: 'offices', label: 'offices' },
  service_created: { page: 'createService', label: 'create_service' },
  service_attributes: { page: 'services', label: 'services' },
  // Sending and publishing are done from the company editor's moderation bar.
  sent_to_moderation: { page: 'company', label: 'company' },
  // Approval is the moderator's: nothing to open, only to wait for.
  approved: undefined,
  published: { page: 'company', label: 'company' },
};

export const stepTarget = (step: OnboardingStep): StepTarget | undefined => TARGETS[step];

/**
 * The checklist of a company account that has not created its company yet
 * (the API answers 404 until then): every step to do, the first one leading to
 * the company editor.
 */
export function onboardingWithoutCompany(): Onboarding {
  return {
    steps: ONBOARDING_STEPS.map((id) => ({ id, done: false })),
    completed: 0,
    total: ONBOARDING_STEPS.length,
  };
}

/** The first step still to do: the checklist offers it as the next thing to do. */
export function nextStep(onboarding: Onboarding): OnboardingStep | undefined {
  return onboarding.steps.find((step) => !step.done)?.id;
}
