import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@migralink/shared/enums';
import type { Route } from '@migralink/shared/route';
import { routes } from '@migralink/shared/routes';
import { signedInUser } from '#testing/accounts';
import { apiEvent, invoke } from '#testing/events';

/**
 * Every route, given input no client of ours would send, answers 4xx in the one
 * error shape (`code` equal to the status, a message), never 5xx: broken JSON,
 * a body of the wrong type, oversized or mistyped fields, malformed path
 * parameters and query values. Callers are signed in with the route's role, so
 * the input is what gets refused, not the token.
 */

type Handler = Parameters<typeof invoke>[0];

const pathParameters = (route: Route) => [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1]!);

const LONG = 'x'.repeat(100_000);

/** Malformed bodies for a route that takes one. */
const BAD_BODIES: [string, string][] = [
  ['broken JSON', '{"unterminated": '],
  ['a JSON array', '[1, 2, 3]'],
  ['a JSON string', '"text"'],
  ['JSON null', 'null'],
  ['every known field of the wrong type', ''],
  ['an oversized unknown field', JSON.stringify({ unexpected: LONG })],
];

/** Malformed values for every path parameter. */
const BAD_PARAMS = ['not a uuid', '../../etc/passwd', LONG.slice(0, 2_000), '%00'];

/** A body whose known fields all have the wrong type (objects where text or numbers belong, and so on). */
function wrongTypes(route: Route): string {
  const shape = (route.body as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return JSON.stringify(Object.fromEntries(Object.keys(shape).map((key) => [key, { nested: [LONG] }])));
}

const tokens = new Map<Role, string>();
beforeAll(async () => {
  for (const role of ['client', 'company', 'partner', 'admin'] as const)
    tokens.set(role, (await signedInUser({ role })).token);
});

function eventFor(route: Route, overrides: { params?: Record<string, string>; query?: string; body?: string }) {
  const params = overrides.params ?? Object.fromEntries(pathParameters(route).map((name) => [name, 'x']));
  const rawPath = route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  const role = route.roles?.[0] ?? 'client';
  return apiEvent({
    method: route.method,
    rawPath,
    rawQueryString: overrides.query ?? '',
    pathParameters: Object.keys(params).length ? params : undefined,
    headers: {
      'content-type': 'application/json',
      'x-localization': 'uk',
      ...(route.auth === 'public' ? {} : { authorization: `Bearer ${tokens.get(role)}` }),
    },
    body: overrides.body,
  });
}

function expectRefused(answer: Awaited<ReturnType<typeof invoke>>) {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  expect(answer.body).toMatchObject({ code: answer.status, message: expect.stringMatching(/\S/) });
  // In the caller's language (Ukrainian here).
  expect(answer.body.message).toMatch(/[А-Яа-яІіЇїЄєҐґ]/);
}

const withBody = routes.filter((route) => route.body);
const withParams = routes.filter((route) => pathParameters(route).length > 0);
const withQuery = routes.filter((route) => route.query);

describe('input no client sends, answered 4xx in the error shape', () => {
  describe.each(withBody.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    it.each(BAD_BODIES)('refuses %s', async (kind, body) => {
      const { handler } = (await import(`./${route.handler}.ts`)) as { handler: Handler };
      expectRefused(
        await invoke(handler, eventFor(route, { body: kind.startsWith('every') ? wrongTypes(route) : body })),
      );
    });
  });

  describe.each(withParams.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    it.each(BAD_PARAMS.map((value) => [value.slice(0, 20), value]))(
      'refuses the path parameter %j',
      async (_, value) => {
        const { handler } = (await import(`./${route.handler}.ts`)) as { handler: Handler };
        const params = Object.fromEntries(pathParameters(route).map((name) => [name, value]));
        expectRefused(await invoke(handler, eventFor(route, { params, body: route.body ? '{}' : undefined })));
      },
    );
  });

  describe.each(withQuery.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    it('refuses oversized and repeated query values', async () => {
      const { handler } = (await import(`./${route.handler}.ts`)) as { handler: Handler };
      const keys = Object.keys((route.query as unknown as { shape?: Record<string, unknown> }).shape ?? {});
      const query = keys.map((key) => `${key}=${LONG.slice(0, 5_000)}&${key}=${LONG.slice(0, 5_000)}`).join('&');
      const answer = await invoke(handler, eventFor(route, { query, body: route.body ? '{}' : undefined }));
      // A query of only optional filters may be ignored; whatever the answer, it is never a crash.
      expect(answer.status).toBeLessThan(500);
      if (answer.status >= 400) expectRefused(answer);
    });
  });
});
