import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBody } from '@migralink/shared/schemas/error-body';
import { TOKEN_COOKIE } from '@migralink/shared/route';
import { routes } from '@migralink/shared/routes';
import { putApprovedCompany } from '@migralink/functions/data/companies';
import { companyContentFixture, companyProfileFixture } from '@migralink/functions/data/fixtures';
import { createLocalApi } from '../api-server/api-server';
import { startBuildApi, type BuildApi } from './build-api';

const localApi = createLocalApi({ routes, corsOrigins: [] });
let local = '';
let build: BuildApi;
beforeAll(async () => {
  localApi.listen(0, '127.0.0.1');
  await once(localApi, 'listening');
  local = `http://127.0.0.1:${(localApi.address() as AddressInfo).port}`;
  build = await startBuildApi();
});
afterAll(async () => {
  localApi.close();
  await build.close();
});

const ask = async (base: string, path: string, method = 'GET', token: Record<string, string> = {}) => {
  const response = await fetch(base + path, {
    method,
    headers: { 'X-Localization': 'ru', 'X-Currency': 'EUR', ...token },
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe("the site build's own API, in front of the table", () => {
  it("answers a published company's page as the local API does, its repeated reads from memory", async () => {
    const profile = companyProfileFixture({ published: true, plan: 'premium' });
    await putApprovedCompany(profile, companyContentFixture({ name: { en: 'Harbour Relocation', ru: 'Гавань' } }));
    const path = `/v1/company/${profile.id}`;

    const first = await ask(build.url, path);
    const { hits } = build.cache.stats();
    const again = await ask(build.url, path);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ data: { uuid: profile.id, name: 'Гавань' } });
    expect(first).toEqual(await ask(local, path));
    expect(again).toEqual(first);
    expect(build.cache.stats().hits).toBeGreaterThan(hits);
  });

  it.each([
    ['the Authorization header', { authorization: 'Bearer not-a-token' }],
    ['the token cookie', { cookie: `${TOKEN_COOKIE}=not-a-token` }],
  ])("answers a read that may take a token as anyone's when a token comes in %s", async (_, token) => {
    const profile = companyProfileFixture({ published: true });
    await putApprovedCompany(profile, companyContentFixture());
    const path = `/v1/company/${profile.id}/reviews`;

    // The local API checks the token (and refuses this one); the build's server has no secret to check it with.
    expect((await ask(local, path, 'GET', token)).status).toBe(401);
    const answer = await ask(build.url, path, 'GET', token);
    expect(answer.status).toBe(200);
    expect(answer).toEqual(await ask(local, path));
  });

  it.each([
    ['a route that needs a token', '/v1/auth/profile', 'GET'],
    ['a public route that writes (a reset code is used up)', '/v1/auth/check-code/123456', 'GET'],
    ['a public route that reads a secret (form tokens)', '/v1/forms/token?kind=mailing', 'GET'],
    ['a public read with another method', '/v1/countries', 'DELETE'],
    ['a public POST', '/v1/lead', 'POST'],
  ])('refuses %s with 404 in the one error shape', async (_, path, method) => {
    const { status, body } = await ask(build.url, path, method);
    expect(status).toBe(404);
    expect(z.safeParse(errorBody, body).success).toBe(true);
    expect(body).toMatchObject({ code: 404, error_code: 'route_not_found' });
  });
});
