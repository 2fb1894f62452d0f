import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { dataEnvelope } from '@migralink/shared/envelope';
import { defineRoute } from '@migralink/shared/route';
import { apiEvent, invoke } from '#testing/events';
import { signTestToken } from '#testing/tokens';
import { createHandler } from './handler';
import { CONTENTION_MESSAGE, ContentionError } from '#lib/contention';
import { NotFoundError, TooManyRequestsError } from './errors';
import type { AccountState } from './auth';

const echoRoute = defineRoute({
  operationId: 'echo',
  method: 'POST',
  path: '/v1/echo/{id}',
  summary: 'Echo',
  tag: 'test',
  auth: 'public',
  params: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
  query: z.object({ tags: z.optional(z.array(z.string())) }),
  body: z.object({ email: z.email(), age: z.number().check(z.int(), z.minimum(18)) }),
  response: dataEnvelope(z.object({ id: z.string(), email: z.string(), tags: z.array(z.string()) })),
  handler: 'test/echo',
  access: {},
});

const echo = createHandler(echoRoute, async ({ params, query, body }) => ({
  data: { id: params.id, email: body.email, tags: query.tags ?? [] },
}));

const post = (body: unknown, overrides: Parameters<typeof apiEvent>[0] = {}) =>
  apiEvent({
    method: 'POST',
    rawPath: '/v1/echo/7',
    pathParameters: { id: '7' },
    headers: { 'content-type': 'application/json', ...overrides.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...Object.fromEntries(Object.entries(overrides).filter(([key]) => key !== 'headers')),
  });

describe('createHandler', () => {
  it('answers valid input with the data envelope, JSON headers and the caller language', async () => {
    const response = await invoke(
      echo,
      post(
        { email: 'a@example.com', age: 30 },
        { rawQueryString: 'tags[]=x&tags[]=y', headers: { 'x-localization': 'ru' } },
      ),
    );
    expect(response).toMatchObject({
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-language': 'ru',
        'cache-control': 'no-store',
      },
      body: { data: { id: '7', email: 'a@example.com', tags: ['x', 'y'] } },
    });
  });

  it('answers invalid fields with 422 and messages keyed by field path', async () => {
    const response = await invoke(echo, post({ email: 'nope', age: '30' }));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 422,
      error_code: 'validation_failed',
      message: 'The given data was invalid.',
    });
    expect(Object.keys(response.body.errors).sort()).toEqual(['age', 'email']);
  });

  it('writes validation messages in the requested language', async () => {
    const response = await invoke(
      echo,
      post({ email: 'a@example.com', age: 12 }, { headers: { 'x-localization': 'ru' } }),
    );
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Переданные данные некорректны.');
    expect(response.body.errors.age[0]).toMatch(/[а-я]/);
  });

  it.each([
    [
      'a JSON body without a content type',
      post({ email: 'a@example.com', age: 20 }, { headers: { 'content-type': '' } }),
    ],
    [
      'a JSON body sent as text/plain',
      post({ email: 'a@example.com', age: 20 }, { headers: { 'content-type': 'text/plain' } }),
    ],
  ])('refuses %s with 415', async (_, event) => {
    if (event.headers['content-type'] === '') delete event.headers['content-type'];
    expect(await invoke(echo, event)).toMatchObject({ status: 415, body: { error_code: 'unsupported_media_type' } });
  });

  it('refuses a call that changes something but sends a content type other than JSON, even without a body', async () => {
    const unpublish = createHandler(
      defineRoute({ ...echoRoute, operationId: 'unpublish', params: undefined, query: undefined, body: undefined }),
      async () => ({ data: { id: '1', email: 'a@example.com', tags: [] } }),
    );
    const call = (headers: Record<string, string>) => invoke(unpublish, apiEvent({ method: 'POST', headers }));
    expect(await call({ 'content-type': 'text/plain' })).toMatchObject({ status: 415 });
    expect(await call({ 'content-type': 'application/x-www-form-urlencoded' })).toMatchObject({ status: 415 });
    expect((await call({})).status).toBe(200);
    expect((await call({ 'content-type': 'application/json' })).status).toBe(200);
  });

  it('answers a bad path parameter with 422', async () => {
    const response = await invoke(echo, post({ email: 'a@example.com', age: 20 }, { pathParameters: { id: 'abc' } }));
    expect(response).toMatchObject({ status: 422, body: { errors: { id: [expect.any(String)] } } });
  });

  it.each([
    ['malformed JSON', post('{"email":'), 400, 'malformed_json'],
    [
      'a body that is not JSON',
      post('email=a', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'unsupported_media_type',
    ],
    [
      'an oversized body',
      post({ email: 'a@example.com', age: 20, pad: 'x'.repeat(300_000) }),
      413,
      'payload_too_large',
    ],
    [
      'an unknown currency',
      post({ email: 'a@example.com', age: 20 }, { headers: { 'x-currency': 'XYZ' } }),
      422,
      'validation_failed',
    ],
  ])('answers %s with a 4xx in the error shape', async (_, event, status, errorCode) => {
    const response = await invoke(echo, event);
    expect(response.status).toBe(status);
    expect(response.body).toEqual(
      expect.objectContaining({ code: status, error_code: errorCode, message: expect.any(String) }),
    );
  });

  it('answers an empty body on a route that needs one with 422, not a crash', async () => {
    const response = await invoke(echo, post(''));
    expect(response.status).toBe(422);
  });

  it('passes an HttpError thrown by the action through with its status', async () => {
    const missing = createHandler(echoRoute, async () => {
      throw new NotFoundError();
    });
    const response = await invoke(
      missing,
      post({ email: 'a@example.com', age: 20 }, { headers: { 'x-localization': 'uk' } }),
    );
    expect(response).toEqual(
      expect.objectContaining({ status: 404, body: { message: 'Не знайдено.', code: 404, error_code: 'not_found' } }),
    );
  });

  it('answers 429 in the error shape with the Retry-After the error carries', async () => {
    const limited = createHandler(echoRoute, async () => {
      throw new TooManyRequestsError(41.2);
    });
    const response = await invoke(limited, post({ email: 'a@example.com', age: 20 }));
    expect(response).toMatchObject({
      status: 429,
      headers: { 'retry-after': '42', 'content-type': 'application/json; charset=utf-8' },
      body: { code: 429, error_code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
    });
  });

  it('answers a change that kept meeting others with 409 in the caller language, never a 5xx', async () => {
    const contended = createHandler(echoRoute, async () => {
      throw new ContentionError('kept changing');
    });
    const response = await invoke(
      contended,
      post({ email: 'a@example.com', age: 20 }, { headers: { 'x-localization': 'uk' } }),
    );
    expect(response).toMatchObject({
      status: 409,
      body: { code: 409, error_code: 'conflict', message: CONTENTION_MESSAGE.uk },
    });
  });

  it('answers an unexpected failure with a generic 500 and no internals, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createHandler(echoRoute, async () => {
      throw new Error('database password is hunter2');
    });
    const response = await invoke(broken, post({ email: 'a@example.com', age: 20 }));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: expect.any(String), code: 500, error_code: 'internal_error' });
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('hunter2'));
    log.mockRestore();
  });

  it('answers with 500 when the action breaks its own contract', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const liar = createHandler(echoRoute, async () => ({ data: { id: 1 } }) as never);
    const response = await invoke(liar, post({ email: 'a@example.com', age: 20 }));
    expect(response.status).toBe(500);
    log.mockRestore();
  });

  it('adds CORS headers for a configured origin, on errors too', async () => {
    const response = await invoke(echo, post('{', { headers: { origin: 'http://localhost:4321' } }));
    expect(response.status).toBe(400);
    expect(response.headers['Access-Control-Allow-Origin'] ?? response.headers['access-control-allow-origin']).toBe(
      'http://localhost:4321',
    );
  });
});

describe('createHandler on a protected route', () => {
  const adminRoute = defineRoute({
    ...echoRoute,
    operationId: 'adminOnly',
    auth: 'bearer',
    roles: ['content_manager'],
    body: undefined,
    params: undefined,
    query: undefined,
    response: dataEnvelope(z.object({ user: z.string(), role: z.string() })),
  });
  /** The accounts as stored now, by user id: the handler reads these instead of a table. */
  const accounts = new Map<string, AccountState>([
    ['u-1', { role: 'content_manager', password_version: 0 }],
    ['admin-1', { role: 'admin', password_version: 0 }],
    ['client-1', { role: 'client', password_version: 0 }],
    ['changed-1', { role: 'content_manager', password_version: 3 }],
    ['owner-1', { role: 'company', password_version: 0, company_id: 'company-1' }],
    ['owner-2', { role: 'company', password_version: 0 }],
  ]);
  const lookup = vi.fn(async (userId: string) => accounts.get(userId));
  const whoAmI = createHandler(
    adminRoute,
    async ({ principal }) => ({ data: { user: principal.userId, role: principal.role } }),
    { accounts: lookup },
  );
  const call = (token?: string) =>
    invoke(whoAmI, apiEvent({ headers: token ? { authorization: `Bearer ${token}` } : {} }));

  it('lets a caller with an allowed role in, after reading its account once', async () => {
    lookup.mockClear();
    const response = await call(await signTestToken({ sub: 'u-1', role: 'content_manager' }));
    expect(response).toMatchObject({ status: 200, body: { data: { user: 'u-1', role: 'content_manager' } } });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('u-1');
  });

  it('lets an admin in everywhere', async () => {
    expect((await call(await signTestToken({ sub: 'admin-1', role: 'admin' }))).status).toBe(200);
  });

  it('reads the token from the cookie too', async () => {
    const token = await signTestToken({ sub: 'admin-1', role: 'admin' });
    const response = await invoke(whoAmI, apiEvent({ cookies: ['theme=dark', `token=${token}`] }));
    expect(response.status).toBe(200);
  });

  it('refuses the cookie alone when another site made the call, and takes it from the site', async () => {
    const token = await signTestToken({ sub: 'admin-1', role: 'admin' });
    const fromPage = (origin: string, authorization?: string) =>
      invoke(
        whoAmI,
        apiEvent({
          cookies: [`token=${token}`],
          headers: { origin, ...(authorization ? { authorization } : {}) },
        }),
      );
    expect(await fromPage('https://evil.example')).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
    expect(await fromPage('http://localhost:4321.evil.example')).toMatchObject({ status: 403 });
    expect((await fromPage('http://localhost:4321')).status).toBe(200);
    // Code that sends the token in the header holds it: where its page is does not matter.
    expect((await fromPage('https://evil.example', `Bearer ${token}`)).status).toBe(200);
  });

  it('answers 403 to a signed-in caller with another role', async () => {
    expect(await call(await signTestToken({ sub: 'client-1', role: 'client' }))).toMatchObject({
      status: 403,
      body: { error_code: 'forbidden' },
    });
  });

  it("checks the account's current role, not the one in the token", async () => {
    // Demoted since the token was signed: the token still says admin.
    expect((await call(await signTestToken({ sub: 'client-1', role: 'admin' }))).status).toBe(403);
    // Promoted since the token was signed: the token still says client.
    expect(await call(await signTestToken({ sub: 'u-1', role: 'client' }))).toMatchObject({
      status: 200,
      body: { data: { role: 'content_manager' } },
    });
  });

  it.each([
    ['an older password version than the account', { sub: 'changed-1', role: 'content_manager', pwv: 2 }],
    ['a newer password version than the account', { sub: 'changed-1', role: 'content_manager', pwv: 4 }],
    ['a user that does not exist (any more)', { sub: 'deleted-1', role: 'admin', pwv: 0 }],
  ] as const)('answers 401 to a validly signed token of %s', async (_, claims) => {
    expect(await call(await signTestToken(claims))).toMatchObject({
      status: 401,
      body: { code: 401, error_code: 'unauthenticated' },
    });
  });

  it('carries the company the account owns from that same read (null before it has one)', async () => {
    const owners = createHandler(
      defineRoute({
        ...adminRoute,
        roles: ['company'],
        response: dataEnvelope(z.object({ company: z.nullable(z.string()) })),
      }),
      async ({ principal }) => ({ data: { company: principal.companyId } }),
      { accounts: lookup },
    );
    const as = async (sub: string) =>
      invoke(
        owners,
        apiEvent({ headers: { authorization: `Bearer ${await signTestToken({ sub, role: 'company' })}` } }),
      );
    lookup.mockClear();
    expect(await as('owner-1')).toMatchObject({ status: 200, body: { data: { company: 'company-1' } } });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(await as('owner-2')).toMatchObject({ status: 200, body: { data: { company: null } } });
  });

  it('lets the current password version in', async () => {
    expect((await call(await signTestToken({ sub: 'changed-1', role: 'client', pwv: 3 }))).status).toBe(200);
  });

  it('reads no account on a public route, nor on an optional one called without a token', async () => {
    lookup.mockClear();
    const optional = createHandler(
      defineRoute({ ...adminRoute, auth: 'optional', roles: undefined }),
      async ({ principal }) => ({ data: { user: principal?.userId ?? 'anonymous', role: principal?.role ?? '-' } }),
      { accounts: lookup },
    );
    expect(await invoke(optional, apiEvent())).toMatchObject({ status: 200, body: { data: { user: 'anonymous' } } });
    await invoke(echo, post({ email: 'a@example.com', age: 20 }));
    expect(lookup).not.toHaveBeenCalled();
    const signedIn = await invoke(
      optional,
      apiEvent({ headers: { authorization: `Bearer ${await signTestToken({ sub: 'client-1' })}` } }),
    );
    expect(signedIn).toMatchObject({ status: 200, body: { data: { user: 'client-1', role: 'client' } } });
  });

  it.each([
    ['no token', async () => undefined],
    [
      'a token signed with another secret',
      () => signTestToken({ role: 'admin' }, { secret: 'another-secret-another-secret-123' }),
    ],
    ['an expired token', () => signTestToken({ role: 'admin' }, { expiresIn: '-1m' })],
    ['a token for another audience', () => signTestToken({ role: 'admin' }, { audience: 'someone-else' })],
    [
      'a tampered token',
      async () => {
        const [head, , signature] = (await signTestToken({ role: 'client' })).split('.');
        const payload = Buffer.from(JSON.stringify({ sub: 'u-1', role: 'admin', exp: 9_999_999_999 })).toString(
          'base64url',
        );
        return `${head}.${payload}.${signature}`;
      },
    ],
    [
      'an alg:none token',
      async () => {
        const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        const payload = Buffer.from(
          JSON.stringify({ sub: 'u-1', role: 'admin', exp: 9_999_999_999, iss: 'migralink', aud: 'migralink-api' }),
        ).toString('base64url');
        return `${head}.${payload}.`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
  ])('answers 401 to %s', async (_, token) => {
    expect(await call(await token())).toMatchObject({
      status: 401,
      body: { code: 401, error_code: 'unauthenticated' },
    });
  });
});
