import { describe, expect, it } from 'vitest';
import { decide, readVersions, type Subject } from '#data/moderation';
import type { ServiceContent, ServiceMeta } from '#data/services';
import { reindexCompany } from '#search/reindex';
import { apiEvent, invoke } from '#testing/events';
import { attributesFixture, call, companyAccount, serviceFormFixture } from '#testing/service-accounts';
import { handler as publicService } from '../catalogue/get-service';
import { handler as publicCompanyServices } from '../catalogue/list-company-services';
import { handler as search } from '../catalogue/search';
import { handler as create } from './create';
import { handler as get } from './get';
import { handler as getAttributes } from './get-search-attributes';
import { handler as moderate } from './moderate';
import { handler as preview } from './preview';
import { handler as publish } from './publish';
import { handler as putAttributes } from './put-search-attributes';
import { handler as attributesInit } from './search-attributes-init';
import { handler as unpublish } from './unpublish';
import { handler as update } from './update';
import { handler as updateValidated } from './update-validated';

type Account = Awaited<ReturnType<typeof companyAccount>>;

async function createService(account: Account, body = serviceFormFixture()) {
  const { body: answer } = await call(create, 'POST', '/v1/account/service', { token: account.token, body });
  return answer.data.uuid as string;
}

const byId = (handler: Parameters<typeof call>[0], method: string, path: string, account: Account, id: string) =>
  call(handler, method, path.replace('{id}', id), { token: account.token, pathParameters: { id, uuid: id } });

const setAttributes = (account: Account, id: string, attributes: object = attributesFixture, locale = 'en') =>
  call(putAttributes, 'PUT', '/v1/account/service/search-attributes', {
    token: account.token,
    body: { uuid: id, ...attributes },
    locale,
  });

const sendToModeration = (account: Account, id: string) =>
  byId(moderate, 'POST', '/v1/account/service/moderate/{id}', account, id);
const publishIt = (account: Account, id: string) =>
  byId(publish, 'POST', '/v1/account/service/{id}/publish', account, id);

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
    const account = await companyAccount();
    const lists = await call(attributesInit, 'GET', '/v1/account/service/search-attributes/init', {
      token: account.token,
      locale: 'uk',
    });
    expect(lists.status).toBe(200);
    expect(lists.body.data.countries).toContainEqual(expect.objectContaining({ id: 'PT', name: 'Португалія' }));
    expect(lists.body.data.categories[0].children.length).toBeGreaterThan(0);

    const id = await createService(account);
    const path = '/v1/account/services/{id}/search-attributes';
    expect((await byId(getAttributes, 'GET', path, account, id)).body.data).toEqual({
      uuid: id,
      country: null,
      countries: [],
      immigration_purposes: [],
      categories: [],
      main_category: null,
    });
    const saved = await setAttributes(account, id, { ...attributesFixture, countries: ['UA'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ uuid: id, ...attributesFixture, countries: ['UA'] });
    expect((await byId(getAttributes, 'GET', path, account, id)).body.data).toEqual(saved.body.data);
    const meta = (await readVersions({ kind: 'service', companyId: account.companyId, serviceId: id }))!.meta;
    expect(meta.revision).toBe(2);
  });

  it('refuses categories of another parent, unknown ids and a child as the main category', async () => {
    const account = await companyAccount();
    const id = await createService(account);
    const otherParent = await setAttributes(account, id, { ...attributesFixture, categories: [201] }, 'ru');
    expect(otherParent).toMatchObject({ status: 422, body: { error_code: 'validation_failed' } });
    expect(otherParent.body.errors).toEqual({ categories: ['Выберите категории только из основной категории.'] });
    const unknown = await setAttributes(account, id, { ...attributesFixture, country: 'QQ', main_category: 101 });
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['categories', 'country', 'main_category']);
  });
});

describe('PUT /v1/account/service/with-validation and moderation', () => {
  it('saves an incomplete draft but answers 422 with what is missing, then redirect when complete', async () => {
    const account = await companyAccount();
    const id = await createService(account, serviceFormFixture({ receiving_reason: '' }));
    const body = { ...serviceFormFixture({ name: 'Changed', receiving_reason: '' }), uuid: id };
    const incomplete = await call(updateValidated, 'PUT', '/v1/account/service/with-validation', {
      token: account.token,
      body,
      rawQueryString: 'locale=en',
      locale: 'uk',
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toEqual({
      receiving_reason: ['Заповніть це поле.'],
      country: ['Заповніть це поле.'],
      immigration_purposes: ['Заповніть це поле.'],
      categories: ['Заповніть це поле.'],
      main_category: ['Заповніть це поле.'],
    });
    expect((await byId(get, 'GET', '/v1/account/service/{id}', account, id)).body.data.name).toBe('Changed');
    // Moderation refuses it for the same reasons.
    expect((await sendToModeration(account, id)).body.errors).toHaveProperty('receiving_reason');

    await setAttributes(account, id);
    const complete = await call(updateValidated, 'PUT', '/v1/account/service/with-validation', {
      token: account.token,
      body: { ...body, receiving_reason: 'A reason' },
    });
    expect(complete).toMatchObject({ status: 200, body: { data: { redirect: true, uuid: id } } });
    expect((await sendToModeration(account, id)).status).toBe(204);
    expect(await sendToModeration(account, id)).toMatchObject({ status: 409, body: { error_code: 'conflict' } });
  });

  it('answers 409 to publishing before approval', async () => {
    const account = await companyAccount();
    const id = await createService(account);
    expect(await publishIt(account, id)).toMatchObject({ status: 409, body: { error_code: 'conflict' } });
  });
});

describe('the life of a service', () => {
  it('goes from draft to the public site, and a later edit waits for moderation', async () => {
    const account = await companyAccount('pro');
    const id = await createService(account, serviceFormFixture({ name: 'Liechtenstein residence' }));
    await setAttributes(account, id, { ...attributesFixture, country: 'LI' });
    const validated = await call(updateValidated, 'PUT', '/v1/account/service/with-validation', {
      token: account.token,
      body: { ...serviceFormFixture({ name: 'Liechtenstein residence' }), uuid: id },
    });
    expect(validated.body.data).toEqual({ redirect: true, uuid: id });
    expect((await sendToModeration(account, id)).status).toBe(204);
    await approve(account, id);
    const published = await publishIt(account, id);
    expect(published).toMatchObject({ status: 200, body: { data: { published: true, status: 'approved' } } });

    const publicPage = () => invoke(publicService, apiEvent({ rawPath: `/v1/service/${id}`, pathParameters: { id } }));
    expect((await publicPage()).body.data).toMatchObject({ uuid: id, name: 'Liechtenstein residence' });
    const services = await invoke(
      publicCompanyServices,
      apiEvent({ rawPath: `/v1/company/${account.companyId}/services`, pathParameters: { uuid: account.companyId } }),
    );
    expect(services.body.data.map((service: { uuid: string }) => service.uuid)).toEqual([id]);
    const found = await invoke(
      search,
      apiEvent({ rawPath: '/v1/search', rawQueryString: 'country_destination_id=LI' }),
    );
    expect(found.body.data.base_search.map((card: { uuid: string }) => card.uuid)).toContain(account.companyId);

    // An edit: the public keeps the approved version, the editor and the preview show the draft.
    const edited = await call(update, 'PUT', '/v1/account/service', {
      token: account.token,
      body: { ...serviceFormFixture({ name: 'Edited name' }), uuid: id },
    });
    expect(edited.body.data).toMatchObject({ status: 'draft', published: true, has_approved_version: true });
    expect((await publicPage()).body.data.name).toBe('Liechtenstein residence');
    expect((await byId(get, 'GET', '/v1/account/service/{id}', account, id)).body.data.name).toBe('Edited name');
    const shown = await byId(preview, 'GET', '/v1/account/service/preview/{id}', account, id);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      uuid: id,
      name: 'Edited name',
      country: { id: 'LI' },
      background_image: '/backgrounds/sea.svg',
      company: { uuid: account.companyId },
    });

    const hidden = await byId(unpublish, 'POST', '/v1/account/service/{id}/unpublish', account, id);
    expect(hidden).toMatchObject({ status: 200, body: { data: { published: false, status: 'draft' } } });
    expect((await publicPage()).status).toBe(404);
  });

  it('previews a never published draft in the asked locale and currency, once its search attributes are set', async () => {
    const account = await companyAccount();
    const id = await createService(account);
    const before = await byId(preview, 'GET', '/v1/account/service/preview/{id}', account, id);
    expect(before.status).toBe(422);
    expect(Object.keys(before.body.errors)).toEqual(['country', 'immigration_purposes', 'categories', 'main_category']);
    await setAttributes(account, id);
    const shown = await call(preview, 'GET', `/v1/account/service/preview/${id}`, {
      token: account.token,
      pathParameters: { uuid: id },
      rawQueryString: 'locale=ru',
      headers: { 'x-currency': 'USD' },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ name: 'D7 passive income visa', currency: 'USD', price_from: 1740 });
  });
});

describe('plan limits on publishing', () => {
  it('lets basic publish one service and answers the second with 403 plan_limit', async () => {
    const account = await companyAccount('basic');
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
});
