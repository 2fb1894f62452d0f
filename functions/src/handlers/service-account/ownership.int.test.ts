import { describe, expect, it } from 'vitest';
import {
  createAccountService,
  getAccountService,
  getSearchAttributes,
  listAccountServices,
  moderateService,
  previewService,
  publishService,
  putSearchAttributes,
  serviceFilledLocales,
  serviceInitRoute,
  unpublishService,
  updateAccountService,
  updateAccountServiceValidated,
} from '@migralink/shared/api/service-account';
import type { Route } from '@migralink/shared/route';
import { readVersions } from '#data/moderation';
import { companyOwner, signedInUser } from '#testing/accounts';
import { callOk, callRoute, type CallInput, type Caller, type RouteResponse } from '#testing/call';
import { attributesFixture, serviceFormFixture } from '#testing/forms';

/** A route's method and path, and its call by a caller about the service `id`. */
type ServiceRoute = [string, string, (caller: Caller, id: string) => Promise<RouteResponse<Route>>];
const row = <R extends Route>(route: R, input: (id: string) => NoInfer<CallInput<R>>): ServiceRoute => [
  route.method,
  route.path,
  (caller, id) => callRoute(route, input(id), caller),
];

/** Every route that names a service, as a caller would reach another company's service with it. */
const byService: ServiceRoute[] = [
  row(getAccountService, (id) => ({ params: { id } })),
  row(updateAccountService, (id) => ({ body: { ...serviceFormFixture(), uuid: id } })),
  row(updateAccountServiceValidated, (id) => ({ body: { ...serviceFormFixture(), uuid: id } })),
  row(previewService, (id) => ({ params: { uuid: id } })),
  row(putSearchAttributes, (id) => ({ body: { uuid: id, ...attributesFixture } })),
  row(getSearchAttributes, (id) => ({ params: { id } })),
  row(publishService, (id) => ({ params: { id } })),
  row(unpublishService, (id) => ({ params: { id } })),
  row(moderateService, (id) => ({ params: { id } })),
  row(serviceFilledLocales, (id) => ({ params: { id } })),
];

async function ownedService() {
  const owner = await companyOwner('premium');
  const id = (await callOk(createAccountService, { body: serviceFormFixture() }, owner)).data.uuid;
  await callRoute(putSearchAttributes, { body: { uuid: id, ...attributesFixture } }, owner);
  const subject = { kind: 'service', companyId: owner.companyId, serviceId: id } as const;
  return { owner, id, stored: () => readVersions(subject) };
}

describe('service account ownership', () => {
  it.each(byService)('answers %s %s of another company with 404 and changes nothing', async (_method, _path, call) => {
    const { id, stored } = await ownedService();
    const before = await stored();
    const stranger = await companyOwner('premium');
    const response = await call(stranger, id);
    expect(response).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
    expect(await stored()).toEqual(before);
  });

  it.each(byService)('answers %s %s of a company account without a company with 404', async (_method, _path, call) => {
    const { id } = await ownedService();
    const caller = await signedInUser({ role: 'company' });
    expect((await call(caller, id)).status).toBe(404);
  });

  it.each(['client', 'partner', 'customer_support'] as const)(
    'refuses a %s with 403 on every service route',
    async (role) => {
      const { id, owner } = await ownedService();
      const caller = await signedInUser({ role, company_id: owner.companyId });
      const routes: ServiceRoute[] = [
        ...byService,
        row(serviceInitRoute, () => ({})),
        row(listAccountServices, () => ({})),
        row(createAccountService, () => ({ body: serviceFormFixture() })),
      ];
      for (const [method, path, call] of routes) {
        const response = await call(caller, id);
        expect(response, `${method} ${path}`).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
      }
    },
  );

  it('answers POST of a company account without a company with 404 and creates nothing', async () => {
    const caller = await signedInUser({ role: 'company' });
    const response = await callRoute(createAccountService, { body: serviceFormFixture() }, caller);
    expect(response).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
  });

  it('answers no token with 401', async () => {
    const response = await callRoute(listAccountServices, {});
    expect(response.status).toBe(401);
  });
});
