import { companyOnboarding } from '@migralink/shared/api/company-account';
import { ApiError } from '@migralink/shared/client';
import type { Role } from '@migralink/shared/enums';
import type { Onboarding } from '@migralink/shared/schemas/company-account';
import { callChecked } from '@/api/checked';
import { createLoader } from '@/kit/load';
import { onboardingWithoutCompany } from './onboarding';

/** The company's checklist; a company not created yet (404) has everything still to do. */
async function loadOnboarding(): Promise<Onboarding> {
  try {
    return (await callChecked(companyOnboarding, {})).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return onboardingWithoutCompany();
    throw error;
  }
}

export interface OnboardingOptions {
  /** Leads to sign-in when the API no longer accepts the session. */
  readonly toSignIn: () => void;
}

/** The start page's store: a company account's checklist, loaded once the role is known. */
export function createOnboarding({ toSignIn }: OnboardingOptions) {
  const loader = createLoader<Onboarding>({ onSessionExpired: toSignIn });

  /** Loads the checklist for a company account; staff and other roles have none (nothing is called). */
  function open(role: Role | undefined): Promise<void> {
    return role === 'company' ? loader.load(loadOnboarding) : Promise.resolve();
  }

  return { loader, open, retry: loader.retry, cancel: loader.cancel };
}
