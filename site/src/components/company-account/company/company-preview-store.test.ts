import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listCompanyServices } from '@migralink/shared/api/catalogue';
import { previewCompany } from '@migralink/shared/api/company-account';
import { listAccountServices } from '@migralink/shared/api/service-account';
import type { Profile } from '@migralink/shared/schemas/auth';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { useFakeApi } from '@/api/fake-api';
import { signIn, signOut } from '@/stores/auth';
import { createCompanyPreview } from './company-preview-store';
import { account } from './test-company';

/** The draft as the public page would show it: the company's texts, no offices. */
const { uuid, slug, plan, name, motto, description, type, logo, filled_locales } = account;
const page: CompanyPage = {
  ...{ uuid: uuid!, slug: slug!, plan, name, motto, description, type, logo, filled_locales },
  ...{ show_achievements_block: false, show_benefits_block: false, show_payment_block: false },
  ...{ company_achievements: [], company_benefits: [], company_payment_methods: [], feedback_form: null },
  ...{ cash_enabled: false, cashless_enabled: false, cryptocurrencies_enabled: false, offices: [] },
  ...{ cash_currencies: [], cashless_currencies: [], cryptocurrencies: [], text_locale: 'en' },
  answers_within_minutes: null,
  certificate: null,
};
const service: ServiceSummary = {
  uuid: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Blue Card',
  price_from: 900,
  price_to: null,
  currency: 'EUR',
  duration: 3,
  time_unit: { id: 2, name: 'weeks', slug: 'week' },
  country: { id: 'DE', name: 'Germany' },
  purposes: [],
  main_category: { id: 1, name: 'Work' },
  text_locale: 'en',
};
const fail = (status: number, error_code: string) => ({ status, body: { message: 'No', code: status, error_code } });

/** One of the company's own services as its services list shows it. */
const own = (published: boolean, status: 'approved' | 'on_moderation') => ({
  status,
  published,
  moderator_comment: null,
  has_approved_version: status === 'approved',
  updated_at: '2026-11-25T10:00:00.000Z',
  uuid: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Blue Card',
  price_from: 900,
  price_to: 1500,
  currency: 'EUR',
  country: { id: 'DE', name: 'Germany' },
  filled_locales: ['en'],
});
const ownServices = (...items: ReturnType<typeof own>[]) => ({ status: 200, body: { data: items, plan: 'basic' } });

const api = useFakeApi();
beforeEach(() => {
  // No services unless a test says otherwise.
  api.answer(listAccountServices, ownServices());
  signIn({ token: 'owner-token', user: { role: 'company' } as Profile });
});

describe('the company preview store', () => {
  it('shows the draft in the edited language with the company’s public services', async () => {
    api.answer(previewCompany, { status: 200, body: { data: page } });
    api.answer(listAccountServices, ownServices(own(true, 'approved')));
    api.answer(listCompanyServices, { status: 200, body: { data: [service] } });
    const preview = createCompanyPreview({ locale: 'en', toSignIn: vi.fn() });
    expect(preview.$language.get()).toBe('en');
    await preview.start('ru');
    expect(preview.$language.get()).toBe('ru');
    expect(api.calls.map((call) => call.url)).toEqual([
      '/v1/account/company/preview?locale=ru',
      '/v1/account/services',
      `/v1/company/${page.uuid}/services`,
    ]);
    expect(preview.loader.$state.get()).toEqual({
      status: 'ready',
      data: { company: page, services: [service], notPublic: 0 },
    });
  });

  it('counts the services visitors do not see, and asks for no public list before one is published', async () => {
    api.answer(previewCompany, { status: 200, body: { data: page } });
    api.answer(listAccountServices, ownServices(own(false, 'on_moderation')));
    const preview = createCompanyPreview({ locale: 'en', toSignIn: vi.fn() });
    await preview.start('en');
    expect(preview.loader.$state.get()).toEqual({
      status: 'ready',
      data: { company: page, services: [], notPublic: 1 },
    });
    expect(api.calls.map((call) => call.url)).not.toContain(`/v1/company/${page.uuid}/services`);
  });

  it('has nothing to show before the company is created (404)', async () => {
    api.answer(previewCompany, fail(404, 'not_found'));
    api.answer(listAccountServices, fail(404, 'not_found'));
    const preview = createCompanyPreview({ locale: 'en', toSignIn: vi.fn() });
    await preview.start('en');
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: null });
  });

  it('fails when no answer came, and loads again on retry', async () => {
    api.answerOnce(previewCompany, () => Promise.reject(new TypeError('Failed to fetch')));
    const preview = createCompanyPreview({ locale: 'en', toSignIn: vi.fn() });
    await preview.start('uk');
    expect(preview.loader.$state.get()).toMatchObject({ status: 'failed' });
    api.answer(previewCompany, fail(404, 'not_found'));
    await preview.retry();
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: null });
    expect(api.calls.map((call) => call.url).filter((url) => url.includes('preview'))).toEqual([
      '/v1/account/company/preview?locale=uk',
      '/v1/account/company/preview?locale=uk',
    ]);
  });

  it('sends a visitor without a session, or with an expired one, to sign in', async () => {
    const toSignIn = vi.fn();
    signOut();
    await createCompanyPreview({ locale: 'en', toSignIn }).start('en');
    expect(api.calls).toEqual([]);
    signIn({ token: 'old-token', user: { role: 'company' } as Profile });
    api.answer(previewCompany, fail(401, 'unauthenticated'));
    const preview = createCompanyPreview({ locale: 'en', toSignIn });
    await preview.start('en');
    expect(toSignIn).toHaveBeenCalledTimes(2);
    expect(preview.loader.$state.get()).toEqual({ status: 'loading' });
  });
});
