import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCompanyPage, getServicePage, listCompanyServices } from '@migralink/shared/api/catalogue';
import { putAll } from '#data/batch';
import { companyContentItem, companyProfileItem, putApprovedCompany } from '#data/companies';
import {
  companyContentFixture,
  companyProfileFixture,
  officeFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import { putApprovedService, serviceContentItem, serviceMetaItem } from '#data/services';
import { callRoute, expectStatus } from '#testing/call';

async function company(published = true) {
  const profile = companyProfileFixture({ published, plan: 'premium' });
  await putApprovedCompany(
    profile,
    companyContentFixture({ name: { en: 'Harbour Relocation', ru: 'Гавань' }, show_benefits_block: false }),
  );
  return profile;
}

async function service(companyId: string, overrides: { published?: boolean } = {}) {
  const meta = serviceMetaFixture(companyId, overrides);
  await putApprovedService(
    meta,
    serviceContentFixture({
      price_from: 150_000,
      price_to: 250_075,
      search_attributes: {
        country: 'PT',
        countries: [],
        immigration_purposes: [1],
        categories: [101],
        main_category: 100,
      },
    }),
  );
  return meta.id;
}

describe('GET /v1/company/{uuid}', () => {
  it("answers a published company's approved content in the caller's language, hidden blocks empty", async () => {
    const profile = await company();
    const response = await callRoute(getCompanyPage, { params: { uuid: profile.id } }, { locale: 'ru' });
    expectStatus(response, 200);
    const { headers, body } = response;
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(body.data).toMatchObject({
      uuid: profile.id,
      slug: profile.slug,
      plan: 'premium',
      name: 'Гавань',
      motto: 'Переезжайте уверенно',
      show_benefits_block: false,
      company_benefits: [],
      company_achievements: [{ description: '500 семей', icon: null }],
      cashless_currencies: ['EUR'],
      company_payment_methods: ['bank_transfer'],
      filled_locales: ['en', 'ru'],
      text_locale: 'ru',
    });
    expect(body.data.offices).toEqual([
      expect.objectContaining({
        address: 'Лиссабон, Rua Augusta 100',
        email: 'lisbon@example.com',
        office_working_times: [{ days: [1, 2, 3, 4, 5], hour_from: '09:00', hour_to: '18:00' }],
        office_holidays: [{ days: [6, 7], hours: '' }],
        phones: [{ phone_number: '+351213000000', messengers: ['whatsapp'] }],
        lat: 38.7107,
        long: -9.1365,
      }),
    ]);
  });

  it("shows a company not written in full in the caller's language in English, all of it, and says so", async () => {
    const profile = companyProfileFixture();
    // Ukrainian name and motto, but no Ukrainian description or office address: not written in Ukrainian in full.
    const content = companyContentFixture({
      name: { en: 'Harbour Relocation', ru: 'Гавань', uk: 'Гавань' },
      motto: { en: 'Move with confidence', ru: 'Переезжайте уверенно', uk: 'Переїжджайте впевнено' },
    });
    await putApprovedCompany(profile, content);
    const response = await callRoute(getCompanyPage, { params: { uuid: profile.id } }, { locale: 'uk' });
    expectStatus(response, 200);
    expect(response.body.data).toMatchObject({
      name: 'Harbour Relocation',
      motto: 'Move with confidence',
      filled_locales: ['en', 'ru'],
      text_locale: 'en',
    });
    expect(response.body.data.offices[0]?.address).toBe(content.offices[0]!.address.en);
  });

  it('leaves out the offices their owner hid', async () => {
    const profile = companyProfileFixture();
    const shown = officeFixture({ email: 'shown@example.com' });
    await putApprovedCompany(
      profile,
      companyContentFixture({ offices: [shown, officeFixture({ email: 'hidden@example.com', show_block: false })] }),
    );
    const response = await callRoute(getCompanyPage, { params: { uuid: profile.id } });
    expectStatus(response, 200);
    expect(response.body.data.offices.map((office) => office.email)).toEqual(['shown@example.com']);
  });

  it.each([
    ['an unpublished company', async () => (await company(false)).id],
    [
      'a company with a draft only',
      async () => {
        const profile = companyProfileFixture();
        await putAll([companyProfileItem(profile), companyContentItem(profile.id, 'draft', companyContentFixture())]);
        return profile.id;
      },
    ],
    ['an unknown company', async () => randomUUID()],
  ])('answers %s with 404 not_found', async (_, makeId) => {
    const id = await makeId();
    for (const route of [getCompanyPage, listCompanyServices]) {
      const { status, body } = await callRoute(route, { params: { uuid: id } });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, error_code: 'not_found' });
    }
  });

  it('answers a malformed uuid with 422 in the error shape', async () => {
    const { status, body } = await callRoute(getCompanyPage, { params: { uuid: 'abc' } });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 422, error_code: 'validation_failed', errors: expect.any(Object) });
  });
});

describe('GET /v1/company/{uuid}/services', () => {
  it('lists the public services only, prices converted into the request currency', async () => {
    const profile = await company();
    const shown = await service(profile.id);
    await service(profile.id, { published: false });
    const draftOnly = serviceMetaFixture(profile.id);
    await putAll([serviceMetaItem(draftOnly), serviceContentItem(draftOnly, 'draft', serviceContentFixture())]);

    const response = await callRoute(
      listCompanyServices,
      { params: { uuid: profile.id }, headers: { 'x-currency': 'USD' } },
      { locale: 'ru' },
    );
    expectStatus(response, 200);
    expect(response.body.data).toEqual([
      {
        uuid: shown,
        name: 'Виза D7 для пассивного дохода',
        price_from: 1740,
        price_to: 2900.87,
        currency: 'USD',
        duration: 3,
        time_unit: { id: 3, name: 'Месяц', slug: 'month' },
        country: { id: 'PT', name: 'Португалия' },
        purposes: [{ id: 1, name: 'Работа' }],
        main_category: { id: 100, name: expect.any(String) },
        text_locale: 'ru',
      },
    ]);
  });
});

describe('GET /v1/service/{id}', () => {
  it("answers a public service's page with its company's card, in euros by default", async () => {
    const profile = await company();
    const id = await service(profile.id);
    const response = await callRoute(getServicePage, { params: { id } });
    expectStatus(response, 200);
    expect(response.body.data).toMatchObject({
      uuid: id,
      name: 'D7 passive income visa',
      price_from: 1500,
      price_to: 2500.75,
      currency: 'EUR',
      time_unit: { id: 3, name: 'Month', slug: 'month' },
      country: { id: 'PT', name: 'Portugal' },
      categories: [{ id: 101, name: 'Work visa' }],
      documents: [{ name: 'Passport', icon: null }],
      required_steps: [{ name: 'Consultation', description: 'Consultation' }],
      benefits: [{ name: 'Fixed price' }],
      feedback_forms: [],
      company: { uuid: profile.id, slug: profile.slug, name: 'Harbour Relocation', plan: 'premium' },
      text_locale: 'en',
    });
    const inUkrainian = await callRoute(getServicePage, { params: { id } }, { locale: 'uk' });
    expectStatus(inUkrainian, 200);
    expect(inUkrainian.body.data).toMatchObject({
      name: 'D7 passive income visa',
      receiving_reason: 'Live in Portugal on passive income.',
      country: { name: 'Португалія' },
      text_locale: 'en',
    });
  });

  it.each([
    ['an unpublished service', async () => service((await company()).id, { published: false })],
    ['a service of an unpublished company', async () => service((await company(false)).id)],
    ['an unknown service', async () => randomUUID()],
  ])('answers %s with 404 not_found', async (_, makeId) => {
    const id = await makeId();
    const { status, body } = await callRoute(getServicePage, { params: { id } });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, error_code: 'not_found' });
  });

  it('answers a malformed id with 422 in the error shape', async () => {
    const { status, body } = await callRoute(getServicePage, { params: { id: '42' } });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 422, error_code: 'validation_failed' });
  });
});
