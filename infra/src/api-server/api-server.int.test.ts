import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@migralink/shared/schemas/error-body';
import { routes } from '@migralink/shared/routes';
import * as z from 'zod/mini';
import { createLocalApi } from './api-server';

const server = createLocalApi({ routes, corsOrigins: [] });
let base = '';
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const response = await fetch(base + path, { method, headers });
  return { status: response.status, headers: response.headers, body: await response.json() };
};

describe('the route table over HTTP, from request to DynamoDB Local and back', () => {
  it('answers a reference route in the caller language with the data envelope', async () => {
    const { status, headers, body } = await get('/v1/countries?group=schengen', { 'X-Localization': 'uk' });
    expect(status).toBe(200);
    expect(headers.get('content-language')).toBe('uk');
    expect(body.data.find((country: { id: string }) => country.id === 'DE')?.name).toBe('Німеччина');
  });

  it.each([
    ['an unknown path', '/v1/no-such-thing', {}, 'GET', 404, 'route_not_found'],
    ['a known path with another method', '/v1/countries', {}, 'DELETE', 404, 'route_not_found'],
    ['a malformed query value', '/v1/countries?group=%3Cb%3E', {}, 'GET', 422, 'validation_failed'],
    ['an unknown currency', '/v1/search/init', { 'X-Currency': 'DOGE' }, 'GET', 422, 'validation_failed'],
  ])('answers %s with %i in the one error shape', async (_, path, headers, method, status, errorCode) => {
    const response = await get(path, headers, method);
    expect(response.status).toBe(status);
    expect(z.safeParse(errorBody, response.body).success).toBe(true);
    expect(response.body).toMatchObject({ code: status, error_code: errorCode });
  });
});
