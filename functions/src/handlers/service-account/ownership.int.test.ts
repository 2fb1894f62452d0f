import { describe, expect, it } from 'vitest';
import { readVersions } from '#data/moderation';
import { signedInUser } from '#testing/accounts';
import type { CallOptions } from '#testing/account-requests';
import { attributesFixture, call, companyAccount, serviceFormFixture } from '#testing/service-accounts';
import { handler as create } from './create';
import { handler as filledLocales } from './filled-locales';
import { handler as get } from './get';
import { handler as getAttributes } from './get-search-attributes';
import { handler as init } from './init';
import { handler as list } from './list';
import { handler as moderate } from './moderate';
import { handler as preview } from './preview';
import { handler as publish } from './publish';
import { handler as putAttributes } from './put-search-attributes';
import { handler as unpublish } from './unpublish';
import { handler as update } from './update';
import { handler as updateValidated } from './update-validated';

type Handler = Parameters<typeof call>[0];

/** Every route that names a service, as a caller would reach another company's service with it. */
const byService: [string, Handler, string, (id: string) => CallOptions][] = [
  ['GET', get, '/v1/account/service/{id}', (id) => ({ pathParameters: { id } })],
  ['PUT', update, '/v1/account/service', (id) => ({ body: { ...serviceFormFixture(), uuid: id } })],
  [
    'PUT',
    updateValidated,
    '/v1/account/service/with-validation',
    (id) => ({ body: { ...serviceFormFixture(), uuid: id } }),
  ],
  ['GET', preview, '/v1/account/service/preview/{id}', (id) => ({ pathParameters: { uuid: id } })],
  [
    'PUT',
    putAttributes,
    '/v1/account/service/search-attributes',
    (id) => ({ body: { uuid: id, ...attributesFixture } }),
  ],
  ['GET', getAttributes, '/v1/account/services/{id}/search-attributes', (id) => ({ pathParameters: { id } })],
  ['POST', publish, '/v1/account/service/{id}/publish', (id) => ({ pathParameters: { id } })],
  ['POST', unpublish, '/v1/account/service/{id}/unpublish', (id) => ({ pathParameters: { id } })],
  ['POST', moderate, '/v1/account/service/moderate/{id}', (id) => ({ pathParameters: { id } })],
  ['GET', filledLocales, '/v1/account/service/filled-locales/{id}', (id) => ({ pathParameters: { id } })],
];

async function ownedService() {
  const owner = await companyAccount('premium');
  const { body } = await call(create, 'POST', '/v1/account/service', {
    token: owner.token,
    body: serviceFormFixture(),
  });
  const id = body.data.uuid as string;
  await call(putAttributes, 'PUT', '/v1/account/service/search-attributes', {
    token: owner.token,
    body: { uuid: id, ...attributesFixture },
  });
  const subject = { kind: 'service', companyId: owner.companyId, serviceId: id } as const;
  return { owner, id, stored: () => readVersions(subject) };
}

describe('service account ownership', () => {
  it.each(byService)(
    'answers %s %s of another company with 404 and changes nothing',
    async (method, handler, path, input) => {
      const { id, stored } = await ownedService();
      const before = await stored();
      const stranger = await companyAccount('premium');
      const response = await call(handler, method, path.replace('{id}', id), { token: stranger.token, ...input(id) });
      expect(response).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
      expect(await stored()).toEqual(before);
    },
  );

  it.each(byService)(
    'answers %s %s of a company account without a company with 404',
    async (method, handler, path, input) => {
      const { id } = await ownedService();
      const { token } = await signedInUser({ role: 'company' });
      expect((await call(handler, method, path.replace('{id}', id), { token, ...input(id) })).status).toBe(404);
    },
  );

  it.each(['client', 'partner', 'customer_support'] as const)(
    'refuses a %s with 403 on every service route',
    async (role) => {
      const { id, owner } = await ownedService();
      const { token } = await signedInUser({ role, company_id: owner.companyId });
      const routes: [string, Handler, string, (id: string) => CallOptions][] = [
        ...byService,
        ['GET', init, '/v1/account/service/init', () => ({})],
        ['GET', list, '/v1/account/services', () => ({})],
        ['POST', create, '/v1/account/service', () => ({ body: serviceFormFixture() })],
      ];
      for (const [method, handler, path, input] of routes) {
        const response = await call(handler, method, path.replace('{id}', id), { token, ...input(id) });
        expect(response, `${method} ${path}`).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
      }
    },
  );

  it('answers POST of a company account without a company with 404 and creates nothing', async () => {
    const { token } = await signedInUser({ role: 'company' });
    const response = await call(create, 'POST', '/v1/account/service', { token, body: serviceFormFixture() });
    expect(response).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
  });

  it('answers no token with 401', async () => {
    const response = await call(list, 'GET', '/v1/account/services');
    expect(response.status).toBe(401);
  });
});
