import { describe, expect, it } from 'vitest';
import {
  createAccountService,
  getAccountService,
  listAccountServices,
  serviceFilledLocales,
  serviceInitRoute,
  updateAccountService,
} from '@migralink/shared/api/service-account';
import type { Locale } from '@migralink/shared/locales';
import { readVersions } from '#data/moderation';
import type { ServiceContent, ServiceMeta } from '#data/services';
import { ownService } from '#service-account/owner';
import { saveServiceDraft } from '#service-account/save';
import { companyOwner, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus } from '#testing/call';
import { serviceFormFixture } from '#testing/forms';

type Account = Awaited<ReturnType<typeof companyOwner>>;

/** Creates a service with `body` written in `locale` (the edited language, `?locale=`); answers its id. */
const createService = async (account: Account, body = serviceFormFixture(), locale?: Locale) =>
  (await callOk(createAccountService, { body, query: { locale } }, account)).data.uuid;

const getService = (account: Account, id: string, locale?: Locale) =>
  callRoute(getAccountService, { params: { id }, query: { locale } }, account);

const stored = (account: Account, serviceId: string) =>
  readVersions<ServiceMeta, ServiceContent>({ kind: 'service', companyId: account.companyId, serviceId });

describe('GET /v1/account/service/init', () => {
  it("answers the company's name and plan, the lists in the caller's language and the default new service", async () => {
    const account = await companyOwner();
    const response = await callRoute(serviceInitRoute, {}, { ...account, locale: 'ru' });
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data).toMatchObject({ company_name: 'Harbour Relocation', plan: 'basic', published_services: 0 });
    expect(body.data.time_units.map((unit) => unit.name)).toEqual(['День', 'Неделя', 'Месяц', 'Год']);
    expect(body.data.currencies).toContainEqual(expect.objectContaining({ id: 'USD', name: 'Доллар США' }));
    expect(body.data.feedback_form_types).toEqual([
      { id: 1, name: 'Запрос консультации' },
      { id: 2, name: 'Заказ обратного звонка' },
      { id: 3, name: 'Вопрос' },
    ]);
    expect(body.data.image_library).toContainEqual({ id: 'sea', url: '/backgrounds/sea.svg' });
    const service = body.data.default_service;
    expect(service).toMatchObject({ name: '', price_from: 0, price_to: 0, currency: { id: 'EUR' }, duration: 1 });
    expect(service.time_unit).toEqual({ id: 1 });
    expect(service.service_benefits).toHaveLength(3);
    expect(service.service_required_steps).toHaveLength(2);
  });

  it('answers a company account without a company with an empty company name', async () => {
    const response = await callRoute(serviceInitRoute, {}, await signedInUser({ role: 'company' }));
    expectStatus(response, 200);
    expect(response.body.data.company_name).toBe('');
  });
});

describe('POST, GET and PUT /v1/account/service', () => {
  it('creates a draft that reads back as written, and a save keeps the other locale', async () => {
    const account = await companyOwner('pro');
    const id = await createService(account);
    const meta = (await stored(account, id))!.meta;
    expect(meta).toMatchObject({ status: 'draft', revision: 1, published: false, approved_at: null });

    const created = await getService(account, id);
    expectStatus(created, 200);
    expect(created.body.data).toMatchObject({
      uuid: id,
      name: 'D7 passive income visa',
      status: 'draft',
      published: false,
      has_approved_version: false,
      moderator_comment: null,
      image_library: { id: 'sea', url: '/backgrounds/sea.svg' },
      filled_locales: ['en'],
      text_locales: ['en'],
    });

    // The Russian texts go next to the English ones; sub-items keep their ids.
    const english = created.body.data;
    const russian = {
      ...serviceFormFixture({ name: 'Виза D7' }),
      uuid: id,
      service_documents: [{ ...english.service_documents[0]!, name: 'Паспорт' }],
    };
    const saved = await callRoute(updateAccountService, { body: russian, query: { locale: 'ru' } }, account);
    expectStatus(saved, 200);
    expect(saved.body.data).toMatchObject({ name: 'Виза D7', status: 'draft' });
    expect(saved.body.data.service_documents).toEqual([{ ...english.service_documents[0], name: 'Паспорт' }]);

    const versions = (await stored(account, id))!;
    expect(versions.meta.revision).toBe(2);
    expect(versions.draft!.name).toEqual({ en: 'D7 passive income visa', ru: 'Виза D7' });
    expect(versions.draft!.service_documents[0]!.name).toEqual({ en: 'Passport', ru: 'Паспорт' });
    const inEnglish = await getService(account, id, 'en');
    expectStatus(inEnglish, 200);
    expect(inEnglish.body.data.name).toBe('D7 passive income visa');
  });

  it('reads 100 USD back as typed and stores it in EUR cents by the rate', async () => {
    const account = await companyOwner();
    const id = await createService(
      account,
      serviceFormFixture({ price_from: 100, price_to: 100, currency: { id: 'USD' } }),
    );
    const read = await getService(account, id);
    expectStatus(read, 200);
    expect(read.body.data).toMatchObject({
      price_from: 100,
      price_to: 100,
      currency: { id: 'USD' },
    });
    // The seeded rate: 1.16 USD for one euro.
    expect((await stored(account, id))!.draft).toMatchObject({
      price_from: 8621,
      price_to: 8621,
      currency: 'EUR',
      offer_currency: 'USD',
      offer_price_from: 10_000,
    });
  });

  it('refuses bad input with 422 and messages in the caller language', async () => {
    const account = await companyOwner();
    const post = (body: ReturnType<typeof serviceFormFixture>) =>
      callRoute(createAccountService, { body }, { ...account, locale: 'ru' });

    const prices = await post(serviceFormFixture({ price_from: 200, price_to: 100 }));
    expectStatus(prices, 422);
    expect(prices).toMatchObject({ status: 422, body: { error_code: 'validation_failed' } });
    expect(prices.body.errors).toEqual({ price_to: ['Верхняя цена не может быть ниже начальной.'] });

    const unit = await post(serviceFormFixture({ time_unit: { id: 99 } }));
    expectStatus(unit, 422);
    expect(unit.body.errors).toEqual({ 'time_unit.id': ['Такого значения нет в списке.'] });

    const point = { uuid: null, name: 'Плюс', description: '', icon: null };
    const many = await post(serviceFormFixture({ service_benefits: Array.from({ length: 11 }, () => point) }));
    expectStatus(many, 422);
    expect(Object.keys(many.body.errors ?? {})).toEqual(['service_benefits']);

    const stranger = await post(
      serviceFormFixture({
        feedback_forms: [
          { type: { id: 1 }, description: '', background_image: '/media/company-logos/someone-else/a.png' },
        ],
      }),
    );
    expectStatus(stranger, 422);
    expect(stranger.body.errors).toEqual({
      'feedback_forms.0.background_image': ['Загрузите изображение заново: это не ваш загруженный файл.'],
    });
    expect((await callRoute(listAccountServices, {}, account)).body).toEqual({ data: [], plan: 'basic' });
  });

  it('refuses a second language on basic with 403 plan_limit and keeps the draft', async () => {
    const account = await companyOwner('basic');
    const id = await createService(account, serviceFormFixture(), 'ru');
    const put = (locale: Locale) =>
      callRoute(
        updateAccountService,
        { body: { ...serviceFormFixture({ name: 'Second' }), uuid: id }, query: { locale } },
        account,
      );
    expect(await put('en')).toMatchObject({
      status: 403,
      body: { error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] },
    });
    expect((await stored(account, id))!.draft!.name).toEqual({ en: '', ru: 'D7 passive income visa' });
    // The editor is told which language the plan's limit counts as written.
    expect((await getService(account, id, 'en')).body).toMatchObject({ data: { text_locales: ['ru'] } });
    expect((await put('ru')).status).toBe(200);
  });

  it('answers 409 when the service was saved meanwhile and keeps the other save', async () => {
    const account = await companyOwner();
    const id = await createService(account);
    const before = await ownService(
      { userId: account.user.id, role: 'company', passwordVersion: 1, companyId: account.companyId },
      id,
    );
    const put = await callRoute(
      updateAccountService,
      { body: { ...serviceFormFixture({ name: 'Saved first' }), uuid: id } },
      account,
    );
    expect(put.status).toBe(200);
    const { filled_locales: _derived, ...content } = before.content;
    await expect(saveServiceDraft(before, { ...content, duration: 9 }, 'en')).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'conflict',
    });
    expect((await stored(account, id))!.draft).toMatchObject({ name: { en: 'Saved first' }, duration: 3 });
  });
});

describe('GET /v1/account/services and filled-locales', () => {
  it("lists the company's services newest first with prices as typed, each as its draft shows it, and the plan", async () => {
    const account = await companyOwner('pro');
    const first = await createService(account, serviceFormFixture({ name: 'First' }));
    const second = await createService(account, serviceFormFixture({ name: 'Second', currency: { id: 'USD' } }));
    const response = await callRoute(listAccountServices, {}, account);
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data.map((row) => row.uuid)).toEqual([second, first]);
    expect(body.plan).toBe('pro');
    expect(body.data[0]).toMatchObject({
      name: 'Second',
      price_from: 1500,
      price_to: 2500,
      currency: 'USD',
      country: null,
      status: 'draft',
      filled_locales: ['en'],
    });

    const locales = await callRoute(serviceFilledLocales, { params: { id: first } }, account);
    expect(locales).toMatchObject({ status: 200, body: { data: { filled_locales: ['en'] } } });
  });

  it('answers a company account without a company with an empty list and no plan', async () => {
    const caller = await signedInUser({ role: 'company' });
    expect((await callRoute(listAccountServices, {}, caller)).body).toEqual({ data: [], plan: null });
  });
});
