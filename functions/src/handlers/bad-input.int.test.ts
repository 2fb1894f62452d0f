import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@migralink/shared/enums';
import type { Route } from '@migralink/shared/route';
import { routes } from '@migralink/shared/routes';
import { asRole } from '#testing/accounts';
import { callRoute, type Caller, type RawInput, type RouteResponse } from '#testing/call';

/**
 * Every route, given input no client of ours would send, answers 4xx in the one
 * error shape (`code` equal to the status, a message), never 5xx: broken JSON,
 * a body of the wrong type, oversized or mistyped fields, malformed path
 * parameters and query values. Callers are signed in with the route's role, so
 * the input is what gets refused, not the token.
 */

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

const callers = new Map<Role, Caller>();
beforeAll(async () => {
  for (const role of ROLES) callers.set(role, { ...(await asRole(role)), locale: 'uk' });
});

/** Calls `route` with `raw` input (path parameters `x` unless given), as its role in Ukrainian; anonymously if public. */
function callWith(route: Route, raw: RawInput) {
  const params = raw.params ?? Object.fromEntries(pathParameters(route).map((name) => [name, 'x']));
  const caller = route.auth === 'public' ? { locale: 'uk' } : callers.get(route.roles?.[0] ?? 'client');
  return callRoute(route, { raw: { ...raw, params } }, caller);
}

function expectRefused(answer: RouteResponse<Route>) {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  expect(answer.body).toMatchObject({ code: answer.status, message: expect.stringMatching(/\S/) });
  // In the caller's language (Ukrainian here).
  expect(answer.body).toMatchObject({ message: expect.stringMatching(/[А-Яа-яІіЇїЄєҐґ]/) });
  // Each field's message is a sentence for a person, not the validator's wording.
  const errors = (answer.body as { errors?: Record<string, string[]> }).errors ?? {};
  for (const message of Object.values(errors).flat()) expect(message).not.toMatch(VALIDATOR_WORDING);
}

/** What zod's own messages say and ours never do: types, received values, regular expressions. */
const VALIDATOR_WORDING = /received|expected|\/\^|undefined|regex|Invalid input/i;

const withBody = routes.filter((route) => route.body);
const withParams = routes.filter((route) => pathParameters(route).length > 0);
const withQuery = routes.filter((route) => route.query);

describe('input no client sends, answered 4xx in the error shape', () => {
  describe.each(withBody.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    it.each(BAD_BODIES)('refuses %s', async (kind, body) => {
      expectRefused(await callWith(route, { body: kind.startsWith('every') ? wrongTypes(route) : body }));
    });
  });

  describe.each(withParams.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    it.each(BAD_PARAMS.map((value) => [value.slice(0, 20), value]))(
      'refuses the path parameter %j',
      async (_, value) => {
        const params = Object.fromEntries(pathParameters(route).map((name) => [name, value]));
        expectRefused(await callWith(route, { params, body: route.body ? '{}' : undefined }));
      },
    );
  });

  describe.each(withQuery.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    it('refuses oversized and repeated query values', async () => {
      const keys = Object.keys((route.query as unknown as { shape?: Record<string, unknown> }).shape ?? {});
      const query = keys.map((key) => `${key}=${LONG.slice(0, 5_000)}&${key}=${LONG.slice(0, 5_000)}`).join('&');
      const answer = await callWith(route, { query, body: route.body ? '{}' : undefined });
      // A query of only optional filters may be ignored; whatever the answer, it is never a crash.
      expect(answer.status).toBeLessThan(500);
      if (answer.status >= 400) expectRefused(answer);
    });
  });
});
