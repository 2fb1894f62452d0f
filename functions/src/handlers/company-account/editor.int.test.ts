import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CURRENCIES } from '@migralink/shared/enums';
import {
  companyAccount,
  companyInit,
  COMPANY_LIMITS,
  ONBOARDING_STEPS,
} from '@migralink/shared/schemas/company-account';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { getProfile } from '@migralink/shared/api/accounts';
import {
  companyFilledLocales,
  companyInitRoute,
  companyOnboarding,
  getAccountCompany,
} from '@migralink/shared/api/company-account';
import { createAccountCompany, updateAccountCompany } from '@migralink/shared/api/company-form';
import type { CompanyContent, CompanyProfile } from '#data/companies';
import { keys } from '#data/keys';
import { readVersions } from '#data/moderation';
import { getUser } from '#data/users';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { companyFormFixture } from '#testing/forms';
import * as commonRules from '@migralink/shared/schemas/rules/common';
import * as listingsRules from '@migralink/shared/schemas/rules/listings';

/** Creates the company with `body` written in `locale` (the edited language, `?locale=`). */
const createdCompany = async (caller: Caller, body = companyFormFixture(), locale?: Locale) =>
  (await callOk(createAccountCompany, { body, query: { locale } }, caller)).data;

/** The company as the editor loads it, in the edited `locale`. */
const editedCompany = async (caller: Caller, locale?: Locale) =>
  (await callOk(getAccountCompany, { query: { locale } }, caller)).data;

const storedCompany = (companyId: string) =>
  readVersions<CompanyProfile, CompanyContent>({ kind: 'company', companyId });

/** Sets the plan as an admin would (the plan change route belongs to staff moderation). */
async function setPlan(companyId: string, plan: SubscriptionPackage) {
  await db.UpdateItem({
    TableName: config.tableName,
    Key: { ...keys.company.profile(companyId) },
    UpdateExpression: 'SET #plan = :plan',
    ExpressionAttributeNames: { '#plan': 'plan' },
    ExpressionAttributeValues: { ':plan': plan },
  });
}

describe('GET /v1/account/company/init', () => {
  it("names every choice in the caller's language", async () => {
    const owner = await asRole('company');
    const response = await callRoute(companyInitRoute, {}, { ...owner, locale: 'ru' });
    expectStatus(response, 200);
    const { body } = response;
    expect(z.safeParse(companyInit, body.data).success).toBe(true);
    expect(body.data.office_types).toEqual([
      { id: 1, name: 'Головной офис' },
      { id: 2, name: 'Филиал' },
      { id: 3, name: 'Представительство' },
      { id: 4, name: 'Партнёрский офис' },
    ]);
    expect(body.data.feedback_form_types.map((type: { id: number }) => type.id)).toEqual([1, 2, 3]);
    expect(body.data.cash_currencies.map((currency: { id: string }) => currency.id)).toEqual([...CURRENCIES]);
    expect(body.data.image_library).toContainEqual({ id: 'gift', url: '/icons/gift.svg' });
  });

  it('is for company accounts only', async () => {
    const client = await signedInUser();
    expect((await callRoute(companyInitRoute, {}, client)).status).toBe(403);
    expect((await callRoute(companyInitRoute, {})).status).toBe(401);
  });
});

describe('GET /v1/account/company', () => {
  it('answers the default new company while the account has none', async () => {
    const company = await editedCompany(await asRole('company'));
    expect(z.safeParse(companyAccount, company).success).toBe(true);
    expect(company).toMatchObject({ uuid: null, plan: 'basic', status: 'draft', published: false, name: '' });
    expect(company.offices).toHaveLength(1);
    expect(company.offices[0]!.phones).toHaveLength(1);
  });

  it('answers 403 to a client', async () => {
    expect((await callRoute(getAccountCompany, {}, await signedInUser())).status).toBe(403);
  });
});

describe('POST /v1/account/company', () => {
  it('creates the draft company, links it to its owner and shows it in the profile', async () => {
    const owner = await asRole('company');
    const company = await createdCompany(owner);
    expect(company).toMatchObject({
      name: 'Alpha Migration',
      status: 'draft',
      published: false,
      plan: 'basic',
      has_approved_version: false,
      filled_locales: ['en'],
      text_locales: ['en'],
    });
    expect(company.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(company.slug).toMatch(/^alpha-migration-[0-9a-f]{8}$/);
    expect(company.offices[0]!.phones).toEqual([{ phone_number: '+49301234567', messengers: ['whatsapp'] }]);

    const stored = await storedCompany(company.uuid!);
    expect(stored?.meta).toMatchObject({ owner_id: owner.user.id, revision: 1, status: 'draft', approved_at: null });
    expect(stored?.approved).toBeNull();
    expect(stored?.draft?.name).toEqual({ en: 'Alpha Migration' });
    expect((await getUser(owner.user.id))?.company_id).toBe(company.uuid);

    const profile = await callRoute(getProfile, {}, owner);
    expectStatus(profile, 200);
    expect(profile.body.data.company).toEqual({ uuid: company.uuid, name: 'Alpha Migration' });
    const again = await editedCompany(owner);
    expect(again).toEqual({ ...company, updated_at: again.updated_at });
  });

  it('stores the texts in the edited locale (?locale=)', async () => {
    const owner = await asRole('company');
    const company = await createdCompany(owner, companyFormFixture({ name: 'Альфа' }), 'ru');
    expect(company.name).toBe('Альфа');
    expect((await storedCompany(company.uuid!))?.draft?.name).toEqual({ en: '', ru: 'Альфа' });
    expect((await editedCompany(owner, 'en')).name).toBe('');
  });

  it('keeps office coordinates to 7 decimals, so a value DynamoDB cannot store (5e-324) is 0, not a failure', async () => {
    const owner = await asRole('company');
    const form = companyFormFixture();
    const office = { ...form.offices[0]!, lat: 52.520008123456, long: 5e-324 };
    const company = await createdCompany(owner, { ...form, offices: [office] });
    expect(company.offices[0]).toMatchObject({ lat: 52.5200081, long: 0 });
  });

  it('refuses a second company with 409', async () => {
    const owner = await asRole('company');
    await createdCompany(owner);
    const { status, body } = await callRoute(
      createAccountCompany,
      { body: companyFormFixture() },
      { ...owner, locale: 'ru' },
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ error_code: 'conflict', message: 'У вашей учётной записи уже есть компания.' });
  });

  it.each([
    [
      'a phone number not in international format',
      (form: ReturnType<typeof companyFormFixture>) => {
        form.offices[0]!.phones[0]!.phone_number = '12345';
      },
      'offices.0.phones.0.phone_number',
      ruleMessage(commonRules.phone, 'ru'),
    ],
    [
      'a closing time before the opening time',
      (form: ReturnType<typeof companyFormFixture>) => {
        form.offices[0]!.office_working_times[0]!.hour_to = '08:00';
      },
      'offices.0.office_working_times.0.hour_to',
      ruleMessage(listingsRules.timeOrder, 'ru'),
    ],
    [
      'a time that is not HH:MM',
      (form: ReturnType<typeof companyFormFixture>) => {
        form.offices[0]!.office_working_times[0]!.hour_from = '9am';
      },
      'offices.0.office_working_times.0.hour_from',
      ruleMessage(listingsRules.time, 'ru'),
    ],
    [
      'a holiday range in the wrong order',
      (form: ReturnType<typeof companyFormFixture>) => {
        form.offices[0]!.office_holidays[0]!.hours = '14:00-10:00';
      },
      'offices.0.office_holidays.0.hours',
      ruleMessage(listingsRules.hoursRange, 'ru'),
    ],
    [
      "another company's logo",
      (form: ReturnType<typeof companyFormFixture>) => {
        form.logo = `/media/company-logos/${randomUUID()}/${randomUUID()}.png`;
      },
      'logo',
      ruleMessage(listingsRules.media, 'ru'),
    ],
  ])('answers %s with 422 and the message in the caller language', async (_, change, field, message) => {
    const owner = await asRole('company');
    const form = companyFormFixture();
    change(form);
    const response = await callRoute(createAccountCompany, { body: form }, { ...owner, locale: 'ru' });
    expectStatus(response, 422);
    expect(response.body.error_code).toBe('validation_failed');
    expect(response.body.errors?.[field]).toEqual([message]);
    expect((await getUser(owner.user.id))?.company_id).toBeUndefined();
  });

  it.each([
    ['a latitude out of range', [{ ...companyFormFixture().offices[0]!, lat: 91 }], 'offices.0.lat'],
    [
      'too many offices',
      Array.from({ length: COMPANY_LIMITS.offices + 1 }, () => companyFormFixture().offices[0]!),
      'offices',
    ],
  ])('answers %s with 422 for that field', async (_, offices, field) => {
    const owner = await asRole('company');
    const form = companyFormFixture({ offices });
    const response = await callRoute(createAccountCompany, { body: form }, { ...owner, locale: 'uk' });
    expectStatus(response, 422);
    expect(Object.keys(response.body.errors ?? {})).toEqual([field]);
  });
});

describe('PUT /v1/account/company', () => {
  it('merges the edited locale into the draft and keeps the other locales', async () => {
    const owner = await asRole('company');
    const company = await createdCompany(owner);
    await setPlan(company.uuid!, 'pro');
    const russian = companyFormFixture({
      name: 'Альфа Миграция',
      motto: 'Переезжаем вместе',
      description: 'Визы и ВНЖ в Германии.',
      company_achievements: [{ uuid: company.company_achievements[0]!.uuid, description: '500 семей переехали' }],
      company_benefits: [],
      offices: [{ ...companyFormFixture().offices[0]!, uuid: company.offices[0]!.uuid, address: 'Берлин' }],
    });
    const response = await callRoute(updateAccountCompany, { body: russian, query: { locale: 'ru' } }, owner);
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data).toMatchObject({ name: 'Альфа Миграция', status: 'draft', company_benefits: [] });
    expect(body.data.company_achievements[0]!.uuid).toBe(company.company_achievements[0]!.uuid);

    const stored = await storedCompany(company.uuid!);
    expect(stored?.meta.revision).toBe(2);
    expect(stored?.draft?.name).toEqual({ en: 'Alpha Migration', ru: 'Альфа Миграция' });
    expect(stored?.draft?.company_achievements[0]!.description).toEqual({
      en: '500 families moved',
      ru: '500 семей переехали',
    });
    expect(stored?.draft?.company_benefits).toEqual([]);
    expect(stored?.draft?.offices[0]!.id).toBe(company.offices[0]!.uuid);
    // The employee was sent without its uuid: a new item, its English position gone with the old one.
    expect(stored?.draft?.offices[0]!.office_employees[0]!.position).toEqual({ en: '', ru: 'Lawyer' });

    expect((await editedCompany(owner, 'en')).name).toBe('Alpha Migration');
    const filled = await callRoute(companyFilledLocales, {}, owner);
    expectStatus(filled, 200);
    expect(filled.body.data.filled_locales).toEqual(['ru']);
  });

  it("refuses a basic company's second language with 403 plan_limit; pro may", async () => {
    const owner = await asRole('company');
    const company = await createdCompany(owner);
    const russian = companyFormFixture({ name: 'Альфа' });
    const refused = await callRoute(updateAccountCompany, { body: russian, query: { locale: 'ru' } }, owner);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] });
    expect((await storedCompany(company.uuid!))?.meta.revision).toBe(1);

    // The language it has stays editable.
    const english = await callRoute(updateAccountCompany, { body: companyFormFixture({ name: 'Alpha 2' }) }, owner);
    expect(english.status).toBe(200);

    await setPlan(company.uuid!, 'pro');
    const allowed = await callRoute(updateAccountCompany, { body: russian, query: { locale: 'ru' } }, owner);
    expectStatus(allowed, 200);
    expect(allowed.body.data.plan).toBe('pro');
  });

  it('answers 404 before the company exists, and 422 for a bad form', async () => {
    const owner = await asRole('company');
    expect((await callRoute(updateAccountCompany, { body: companyFormFixture() }, owner)).status).toBe(404);
    await createdCompany(owner);
    const bad = await callRoute(updateAccountCompany, { body: companyFormFixture({ offices: [] }) }, owner);
    expectStatus(bad, 422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['offices']);
  });
});

describe('GET /v1/account/company/filled-locales', () => {
  it('answers the complete languages of the draft; 404 without a company', async () => {
    const owner = await asRole('company');
    expect((await callRoute(companyFilledLocales, {}, owner)).status).toBe(404);
    await createdCompany(owner, companyFormFixture({ motto: '' }));
    const response = await callRoute(companyFilledLocales, {}, owner);
    expectStatus(response, 200);
    expect(response.body.data).toEqual({ filled_locales: [] });
  });
});

describe('GET /v1/account/companies/onboarding', () => {
  it('has every step to do before the company exists', async () => {
    const response = await callRoute(companyOnboarding, {}, await asRole('company'));
    expectStatus(response, 200);
    expect(response.body.data).toEqual({
      steps: ONBOARDING_STEPS.map((id) => ({ id, done: false })),
      completed: 0,
      total: ONBOARDING_STEPS.length,
    });
  });

  it('marks the steps a new complete company has taken', async () => {
    const owner = await asRole('company');
    await createdCompany(owner);
    const response = await callRoute(companyOnboarding, {}, owner);
    expectStatus(response, 200);
    const { data } = response.body;
    const done = data.steps.filter((step) => step.done).map((step) => step.id);
    expect(done).toEqual(['company_created', 'profile_written', 'office_added']);
    expect(data.completed).toBe(3);
  });
});
