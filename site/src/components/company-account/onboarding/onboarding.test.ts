import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '@migralink/shared/schemas/company-account';
import { nextStep, onboardingWithoutCompany, stepTarget } from './onboarding';

describe('the onboarding checklist', () => {
  it('sends a company account without a company to the company editor first', () => {
    const onboarding = onboardingWithoutCompany();
    expect(onboarding).toMatchObject({ completed: 0, total: ONBOARDING_STEPS.length });
    expect(onboarding.steps.every((step) => !step.done)).toBe(true);
    const first = nextStep(onboarding);
    expect(first).toBe('company_created');
    expect(first && stepTarget(first)).toEqual({ page: 'company', label: 'company' });
  });

  it('offers the first step not yet done', () => {
    expect(
      nextStep({
        steps: [
          { id: 'company_created', done: true },
          { id: 'profile_written', done: true },
          { id: 'logo_uploaded', done: false },
          { id: 'office_added', done: false },
        ],
        completed: 2,
        total: 4,
      }),
    ).toBe('logo_uploaded');
  });

  it('has nothing left when every step is done', () => {
    expect(nextStep({ steps: [{ id: 'published', done: true }], completed: 1, total: 1 })).toBeUndefined();
  });

  it('leads to the screen that completes each step, except the approval which is waited for', () => {
    expect(stepTarget('office_added')?.page).toBe('offices');
    expect(stepTarget('service_created')?.page).toBe('createService');
    expect(stepTarget('approved')).toBeUndefined();
    for (const step of ONBOARDING_STEPS.filter((id) => id !== 'approved')) expect(stepTarget(step)).toBeDefined();
  });
});
