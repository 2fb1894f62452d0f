import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staffCompanyPreview, staffServicePreview } from '@migralink/shared/api/staff-preview';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyPage } from '@migralink/shared/schemas/catalogue';
import { heldAnswer, refusal, testSession } from '@/api/testing';
import { account } from '@/components/company-account/company/test-company';
import { SERVICE, servicePage } from '@/components/company-account/services/test-service';
import { useFakeApi, type FakeCall } from '@/api/fake-api';
import { signIn, signOut } from '@/stores/auth';
import { moderationPreviewUrl, readPreviewAddress } from './preview-address';
import { createStaffPreview } from './preview-store';

const COMPANY = account.uuid!;
const ok = (data: unknown) => ({ status: 200, body: { data } });
const languageOf = (call: FakeCall) => new URL(call.url, 'http://x').searchParams.get('locale') as Locale;
const requests = () => api.calls.map((call) => `${call.method} ${call.url}`);

/** The company as its page would show it, named in the language asked for. */
const companyPage = (language: Locale): CompanyPage => ({
  ...{ uuid: COMPANY, slug: account.slug!, plan: account.plan, name: `Nordic (${language})`, motto: '' },
  answers_within_minutes: null,
  certificate: null,
  ...{
    description: '',
    type: 'agency',
    logo: '/media/logos/o/l.png',
    filled_locales: ['en', 'ru'],
    text_locale: language,
  },
  ...{ show_achievements_block: false, show_benefits_block: false, show_payment_block: false },
  ...{ company_achievements: [], company_benefits: [], company_payment_methods: [], feedback_form: null },
  ...{ cash_enabled: false, cashless_enabled: false, cryptocurrencies_enabled: false, offices: [] },
  ...{ cash_currencies: [], cashless_currencies: [], cryptocurrencies: [] },
});
const staffCompanyPage = (language: Locale) => ({ company: companyPage(language), services: [], not_public: 2 });

const api = useFakeApi();
beforeEach(() => {
  signIn(testSession('staff-token', { role: 'admin' }));
});

function previewFor() {
  const deps = { replace: vi.fn(), toSignIn: vi.fn() };
  return { preview: createStaffPreview({ locale: 'en', ...deps }), ...deps };
}

describe('the staff preview address', () => {
  it('names a company or a service by id, and the language when another is asked for', () => {
    expect(moderationPreviewUrl('ru', { kind: 'service', uuid: SERVICE })).toBe(
      `/ru/admin/moderation/preview/?kind=service&uuid=${SERVICE}`,
    );
    expect(moderationPreviewUrl('en', { kind: 'company', uuid: COMPANY }, 'uk')).toBe(
      `/en/admin/moderation/preview/?kind=company&uuid=${COMPANY}&locale=uk`,
    );
    expect(readPreviewAddress(`?kind=company&uuid=${COMPANY}&locale=uk`)).toEqual({ kind: 'company', uuid: COMPANY });
  });

  it.each(['', `?uuid=${COMPANY}`, `?kind=office&uuid=${COMPANY}`, '?kind=company&uuid=../../v1/auth'])(
    'names nothing for %j',
    (search) => expect(readPreviewAddress(search)).toBeUndefined(),
  );
});

describe('the staff preview store', () => {
  it("shows a company's page in the address's language, through the staff route", async () => {
    api.answer(staffCompanyPreview, (call) => ok(staffCompanyPage(languageOf(call))));
    const { preview } = previewFor();
    await preview.start(`?kind=company&uuid=${COMPANY}&locale=ru`);
    expect(requests()).toEqual([`GET /v1/admin/preview/company/${COMPANY}?locale=ru`]);
    expect(preview.loader.$state.get()).toEqual({
      status: 'ready',
      data: { kind: 'company', page: staffCompanyPage('ru') },
    });
  });

  it("shows a service's page, and another language on request, kept in the address", async () => {
    api.answer(staffServicePreview, (call) => ok(servicePage(languageOf(call))));
    const { preview, replace } = previewFor();
    await preview.start(`?kind=service&uuid=${SERVICE}`);
    expect(preview.loader.$state.get()).toEqual({
      status: 'ready',
      data: { kind: 'service', page: servicePage('en') },
    });
    await preview.choose('uk');
    expect(replace).toHaveBeenCalledWith(`/en/admin/moderation/preview/?kind=service&uuid=${SERVICE}&locale=uk`);
    expect(preview.$shown.get()).toEqual({ target: { kind: 'service', uuid: SERVICE }, language: 'uk' });
    expect(preview.loader.$state.get()).toEqual({
      status: 'ready',
      data: { kind: 'service', page: servicePage('uk') },
    });
  });

  it('shows nothing to preview, calling nothing, for an address that names nothing; nor for an unknown id', async () => {
    const { preview } = previewFor();
    await preview.start('?kind=company');
    expect(api.calls).toEqual([]);
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: null });

    api.answer(staffServicePreview, refusal(404, 'not_found'));
    await preview.start(`?kind=service&uuid=${SERVICE}`);
    expect(preview.loader.$state.get()).toEqual({ status: 'ready', data: null });
  });

  it('shows a refusal (not staff) as a failure, and sends a visitor without a session to sign in', async () => {
    api.answer(staffCompanyPreview, refusal(403, 'forbidden'));
    const first = previewFor();
    await first.preview.start(`?kind=company&uuid=${COMPANY}`);
    expect(first.preview.loader.$state.get()).toMatchObject({ status: 'failed', error: { status: 403 } });

    signOut();
    const second = previewFor();
    await second.preview.start(`?kind=company&uuid=${COMPANY}`);
    expect(second.toSignIn).toHaveBeenCalledOnce();
    expect(api.calls).toHaveLength(1);
  });

  it('drops the answer for a language left before it came', async () => {
    const held = heldAnswer();
    api.answerOnce(staffCompanyPreview, held.answer);
    api.answer(staffCompanyPreview, (call) => ok(staffCompanyPage(languageOf(call))));
    const { preview } = previewFor();
    const first = preview.start(`?kind=company&uuid=${COMPANY}`);
    await preview.choose('ru');
    held.give(ok(staffCompanyPage('en')));
    await first;
    expect(preview.loader.$state.get()).toEqual({
      status: 'ready',
      data: { kind: 'company', page: staffCompanyPage('ru') },
    });
  });
});
