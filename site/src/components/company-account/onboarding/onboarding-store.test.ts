import { describe, expect, it, vi } from 'vitest';
import { companyOnboarding } from '@migralink/shared/api/company-account';
import type { Onboarding } from '@migralink/shared/schemas/company-account';
import { useFakeApi } from '@/api/fake-api';
import { onboardingWithoutCompany } from './onboarding';
import { createOnboarding } from './onboarding-store';

const checklist: Onboarding = {
  steps: [
    { id: 'company_created', done: true },
    { id: 'logo_uploaded', done: false },
  ],
  completed: 1,
  total: 2,
};
const fail = (status: number, error_code: string) => ({ status, body: { message: 'No', code: status, error_code } });

const api = useFakeApi();

describe('the onboarding store', () => {
  it('loads a company account’s checklist', async () => {
    api.answer(companyOnboarding, { status: 200, body: { data: checklist } });
    const onboarding = createOnboarding({ toSignIn: vi.fn() });
    await onboarding.open('company');
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/account/companies/onboarding']);
    expect(onboarding.loader.$state.get()).toEqual({ status: 'ready', data: checklist });
  });

  it('calls nothing for staff, other roles or before the role is known', async () => {
    const onboarding = createOnboarding({ toSignIn: vi.fn() });
    for (const role of ['admin', 'client', undefined] as const) await onboarding.open(role);
    expect(api.calls).toEqual([]);
    expect(onboarding.loader.$state.get()).toEqual({ status: 'loading' });
  });

  it('has everything to do when the company does not exist yet (404)', async () => {
    api.answer(companyOnboarding, fail(404, 'not_found'));
    const onboarding = createOnboarding({ toSignIn: vi.fn() });
    await onboarding.open('company');
    expect(onboarding.loader.$state.get()).toEqual({ status: 'ready', data: onboardingWithoutCompany() });
  });

  it('fails on other answers and loads again on retry', async () => {
    api.answerOnce(companyOnboarding, fail(500, 'internal_error'));
    const onboarding = createOnboarding({ toSignIn: vi.fn() });
    await onboarding.open('company');
    expect(onboarding.loader.$state.get()).toMatchObject({ status: 'failed', error: { status: 500 } });
    api.answer(companyOnboarding, { status: 200, body: { data: checklist } });
    await onboarding.retry();
    expect(onboarding.loader.$state.get()).toEqual({ status: 'ready', data: checklist });
  });

  it('sends an expired session to sign in instead of failing', async () => {
    api.answer(companyOnboarding, fail(401, 'unauthenticated'));
    const toSignIn = vi.fn();
    const onboarding = createOnboarding({ toSignIn });
    await onboarding.open('company');
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(onboarding.loader.$state.get()).toEqual({ status: 'loading' });
  });

  it('drops an answer that comes after the page moved on', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.answer(companyOnboarding, () => new Promise((resolve) => (answer = resolve)));
    const onboarding = createOnboarding({ toSignIn: vi.fn() });
    const loading = onboarding.open('company');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    onboarding.cancel();
    answer({ status: 200, body: { data: checklist } });
    await loading;
    expect(onboarding.loader.$state.get()).toEqual({ status: 'loading' });
  });
});
