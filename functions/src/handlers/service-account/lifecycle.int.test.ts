import { describe, expect, it } from 'vitest';
import { getServicePage, listCompanyServices, search } from '@migralink/shared/api/catalogue';
import {
  createAccountService,
  getAccountService,
  getSearchAttributes,
  listAccountServices,
  moderateService,
  previewService,
  publishService,
  putSearchAttributes,
  searchAttributesInitRoute,
  unpublishService,
  updateAccountService,
  updateAccountServiceValidated,
} from '@migralink/shared/api/service-account';
import type { RouteInput } from '@migralink/shared/route';
import { decide, readVersions, type Subject } from '#data/moderation';
import type { ServiceContent, ServiceMeta } from '#data/services';
import { reindexCompany } from '#search/reindex';
import { companyOwner } from '#testing/accounts';
import { callOk, callRoute, expectStatus } from '#testing/call';
import { attributesFixture, serviceFormFixture } from '#testing/forms';

type Account = Awaited<ReturnType<typeof companyOwner>>;
type Attributes = Omit<RouteInput<typeof putSearchAttributes>['body'], 'uuid'>;

const createService = async (account: Account, body = serviceFormFixture()) =>
  (await callOk(createAccountService, { body }, account)).data.uuid;

/** The service as its editor loads it. */
const editedService = async (account: Account, id: string) =>
  (await callOk(getAccountService, { params: { id } }, account)).data;

const setAttributes = (account: Account, id: string, attributes: Attributes = attributesFixture, locale = 'en') =>
  callRoute(putSearchAttributes, { body: { uuid: id, ...attributes } }, { ...account, locale });

const sendToModeration = (account: Account, id: string) => callRoute(moderateService, { params: { id } }, account);
const publishIt = (account: Account, id: string) => callRoute(publishService, { params: { id } }, account);

/** Staff approval with the data layer (the staff routes are tested on their own). */
async function approve(account: Account, serviceId: string) {
  const subject: Subject = { kind: 'service', companyId: account.companyId, serviceId };
  const versions = (await readVersions<ServiceMeta, ServiceContent>(subject))!;
  await decide(subject, versions, versions.meta.revision, { approve: true }, new Date().toISOString());
  await reindexCompany(account.companyId);
}

/** A service that is complete, approved and published. */
async function publishedService(account: Account, body = serviceFormFixture()) {
  const id = await createService(account, body);
  await setAttributes(account, id);
  expect((await sendToModeration(account, id)).status).toBe(204);
  await approve(account, id);
  expect((await publishIt(account, id)).status).toBe(200);
  return id;
}

describe('search attributes', () => {
  it('answers the init lists and sets the attributes in a new draft revision', async () => {
    const account = await companyOwner();
    const lists = await callRoute(searchAttributesInitRoute, {}, { ...account, locale: 'uk' });
    expectStatus(lists, 200);
    expect(lists.body.data.countries).toContainEqual(expect.objectContaining({ id: 'PT', name: 'Португалія' }));
    expect(lists.body.data.categories[0]!.children.length).toBeGreaterThan(0);

    const id = await createService(account);
    const attributes = () => callRoute(getSearchAttributes, { params: { id } }, account);
    expect((await attributes()).body).toEqual({
      data: {
        uuid: id,
        country: null,
        countries: [],
        immigration_purposes: [],
        categories: [],
        main_category: null,
      },
    });
    const saved = await setAttributes(account, id, { ...attributesFixture, countries: ['UA'] });
    expectStatus(saved, 200);
    expect(saved.body.data).toEqual({ uuid: id, ...attributesFixture, countries: ['UA'] });
    expect((await attributes()).body).toEqual({ data: saved.body.data });
    const meta = (await readVersions({ kind: 'service', companyId: account.companyId, serviceId: id }))!.meta;
    expect(meta.revision).toBe(2);
  });

  it('refuses categories of another parent, unknown ids and a child as the main category', async () => {
    const account = await companyOwner();
    const id = await createService(account);
    const otherParent = await setAttributes(account, id, { ...attributesFixture, categories: [201] }, 'ru');
    expectStatus(otherParent, 422);
    expect(otherParent).toMatchObject({ status: 422, body: { error_code: 'validation_failed' } });
    expect(otherParent.body.errors).toEqual({ categories: ['Выберите категории только из основной категории.'] });
    const unknown = await setAttributes(account, id, { ...attributesFixture, main_category: 101 });
    expectStatus(unknown, 422);
    expect(Object.keys(unknown.body.errors ?? {}).sort()).toEqual(['categories', 'main_category']);
    // A code of no country is refused by the contract itself, at its field.
    const nowhere = await setAttributes(account, id, { ...attributesFixture, country: 'QQ' });
    expectStatus(nowhere, 422);
    expect(Object.keys(nowhere.body.errors ?? {})).toEqual(['country']);
  });
});

describe('PUT /v1/account/service/with-validation and moderation', () => {
  it('saves an incomplete draft but answers 422 with what is missing, then redirect when complete', async () => {
    const account = await companyOwner();
    const id = await createService(account, serviceFormFixture({ receiving_reason: '' }));
    const body = { ...serviceFormFixture({ name: 'Changed', receiving_reason: '' }), uuid: id };
    const incomplete = await callRoute(
      updateAccountServiceValidated,
      { body, query: { locale: 'en' } },
      { ...account, locale: 'uk' },
    );
    expectStatus(incomplete, 422);
    expect(incomplete.body.errors).toEqual({
      receiving_reason: ['Заповніть це поле.'],
      country: ['Заповніть це поле.'],
      immigration_purposes: ['Заповніть це поле.'],
      categories: ['Заповніть це поле.'],
      main_category: ['Заповніть це поле.'],
    });
    expect((await editedService(account, id)).name).toBe('Changed');
    // Moderation refuses it for the same reasons.
    const refused = await sendToModeration(account, id);
    expectStatus(refused, 422);
    expect(refused.body.errors).toHaveProperty('receiving_reason');

    await setAttributes(account, id);
    const complete = await callRoute(
      updateAccountServiceValidated,
      { body: { ...body, receiving_reason: 'A reason' } },
      account,
    );
    expect(complete).toMatchObject({ status: 200, body: { data: { redirect: true, uuid: id } } });
    expect((await sendToModeration(account, id)).status).toBe(204);
    expect(await sendToModeration(account, id)).toMatchObject({ status: 409, body: { error_code: 'conflict' } });
  });

  it('answers 409 to publishing before approval', async () => {
    const account = await companyOwner();
    const id = await createService(account);
    expect(await publishIt(account, id)).toMatchObject({ status: 409, body: { error_code: 'conflict' } });
  });
});

describe('the life of a service', () => {
  it('goes from draft to the public site, and a later edit waits for moderation', async () => {
    const account = await companyOwner('pro');
    const id = await createService(account, serviceFormFixture({ name: 'Liechtenstein residence' }));
    await setAttributes(account, id, { ...attributesFixture, country: 'LI' });
    const validated = await callRoute(
      updateAccountServiceValidated,
      { body: { ...serviceFormFixture({ name: 'Liechtenstein residence' }), uuid: id } },
      account,
    );
    expect(validated.body).toEqual({ data: { redirect: true, uuid: id } });
    expect((await sendToModeration(account, id)).status).toBe(204);
    await approve(account, id);
    const published = await publishIt(account, id);
    expect(published).toMatchObject({ status: 200, body: { data: { published: true, status: 'approved' } } });

    const publicPage = () => callRoute(getServicePage, { params: { id } });
    const page = await publicPage();
    expectStatus(page, 200);
    expect(page.body.data).toMatchObject({ uuid: id, name: 'Liechtenstein residence' });
    const services = await callRoute(listCompanyServices, { params: { uuid: account.companyId } });
    expectStatus(services, 200);
    expect(services.body.data.map((service) => service.uuid)).toEqual([id]);
    const found = await callRoute(search, { query: { country_destination_id: 'LI' } });
    expectStatus(found, 200);
    expect(found.body.data.base_search.map((card) => card.uuid)).toContain(account.companyId);

    // An edit: the public keeps the approved version, the editor and the preview show the draft.
    const edited = await callRoute(
      updateAccountService,
      { body: { ...serviceFormFixture({ name: 'Edited name' }), uuid: id } },
      account,
    );
    expectStatus(edited, 200);
    expect(edited.body.data).toMatchObject({ status: 'draft', published: true, has_approved_version: true });
    const pageAfterEdit = await publicPage();
    expectStatus(pageAfterEdit, 200);
    expect(pageAfterEdit.body.data.name).toBe('Liechtenstein residence');
    expect((await editedService(account, id)).name).toBe('Edited name');
    const shown = await callRoute(previewService, { params: { uuid: id } }, account);
    expectStatus(shown, 200);
    expect(shown.body.data).toMatchObject({
      uuid: id,
      name: 'Edited name',
      country: { id: 'LI' },
      background_image: '/backgrounds/sea.svg',
      company: { uuid: account.companyId },
    });

    const hidden = await callRoute(unpublishService, { params: { id } }, account);
    expect(hidden).toMatchObject({ status: 200, body: { data: { published: false, status: 'draft' } } });
    expect((await publicPage()).status).toBe(404);
  });

  it('previews a never published draft in the asked locale and currency, once its search attributes are set', async () => {
    const account = await companyOwner();
    const id = await createService(account);
    const before = await callRoute(previewService, { params: { uuid: id } }, account);
    expectStatus(before, 422);
    expect(Object.keys(before.body.errors ?? {})).toEqual([
      'country',
      'immigration_purposes',
      'categories',
      'main_category',
    ]);
    await setAttributes(account, id);
    const shown = await callRoute(
      previewService,
      { params: { uuid: id }, query: { locale: 'ru' }, headers: { 'x-currency': 'USD' } },
      account,
    );
    expectStatus(shown, 200);
    expect(shown.body.data).toMatchObject({ name: 'D7 passive income visa', currency: 'USD', price_from: 1740 });
  });
});

describe('plan limits on publishing', () => {
  it('lets basic publish one service and answers the second with 403 plan_limit', async () => {
    const account = await companyOwner('basic');
    const first = await publishedService(account);
    const second = await createService(account);
    await setAttributes(account, second);
    await sendToModeration(account, second);
    await approve(account, second);
    expect(await publishIt(account, second)).toMatchObject({
      status: 403,
      body: { error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] },
    });
    // Publishing the one already published again stays within the plan.
    expect((await publishIt(account, first)).status).toBe(200);
  });

  it('keeps basic at one published service when twenty publishes of six services race', async () => {
    const account = await companyOwner('basic');
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const id = await createService(account);
      await setAttributes(account, id);
      await sendToModeration(account, id);
      await approve(account, id);
      ids.push(id);
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => publishIt(account, ids[index % ids.length]!)),
    );
    const published = answers.flatMap((answer, index) => (answer.status === 200 ? [ids[index % ids.length]] : []));
    expect(new Set(published).size).toBe(1);
    for (const answer of answers.filter(({ status }) => status !== 200)) {
      expect(answer.body).toMatchObject({ error_code: expect.stringMatching(/^(plan_limit|conflict)$/) });
    }
    const listed = await callOk(listAccountServices, {}, account);
    expect(listed.data.filter((service) => service.published)).toHaveLength(1);
  });
});

describe('what a company card says of its services', () => {
  /** The company's card as the search shows it, among the companies serving Liechtenstein. */
  async function cardOf(account: Account, locale: string, currency = 'EUR') {
    const found = await callOk(
      search,
      { query: { country_destination_id: 'LI' }, headers: { 'x-currency': currency } },
      { locale },
    );
    return found.data.base_search.find((card) => card.uuid === account.companyId);
  }

  it('follows publishing and unpublishing: the countries served, named, and the lowest price shown', async () => {
    const account = await companyOwner('pro');
    await publishedService(account, serviceFormFixture({ price_from: 1500, price_to: 2500 }));
    const cheaper = await createService(account, serviceFormFixture({ price_from: 900, price_to: 1200 }));
    await setAttributes(account, cheaper, { ...attributesFixture, country: 'LI' });
    await sendToModeration(account, cheaper);
    await approve(account, cheaper);
    // Approved but not published yet: only the published service counts.
    const hidden = await createService(account, serviceFormFixture({ price_from: 100, price_to: 200 }));
    await setAttributes(account, hidden, { ...attributesFixture, country: 'LI' });
    await sendToModeration(account, hidden);
    await approve(account, hidden);
    expect((await publishIt(account, cheaper)).status).toBe(200);

    expect(await cardOf(account, 'uk')).toMatchObject({
      countries: [
        { id: 'LI', name: 'Ліхтенштейн' },
        { id: 'PT', name: 'Португалія' },
      ],
      price_from: 900,
      currency: 'EUR',
      rating: null,
      text_locale: 'en',
    });
    expect(await cardOf(account, 'en', 'USD')).toMatchObject({ price_from: 1044, currency: 'USD' });
    const page = await callOk(getServicePage, { params: { id: cheaper } });
    expect(page.data.company).toMatchObject({ countries: [{ id: 'LI' }, { id: 'PT' }], price_from: 900 });

    expect((await callRoute(unpublishService, { params: { id: cheaper } }, account)).status).toBe(200);
    // No longer in Liechtenstein's list; its other service's page has the card without it.
    expect(await cardOf(account, 'en')).toBeUndefined();
    const services = await callOk(listCompanyServices, { params: { uuid: account.companyId } });
    const [other] = services.data;
    expect((await callOk(getServicePage, { params: { id: other!.uuid } })).data.company).toMatchObject({
      countries: [{ id: 'PT', name: 'Portugal' }],
      price_from: 1500,
    });
  });
});
