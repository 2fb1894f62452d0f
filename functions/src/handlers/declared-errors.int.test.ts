import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@migralink/shared/enums';
import type { ErrorBody } from '@migralink/shared/errors';
import { routeErrors, type Route } from '@migralink/shared/route';
import { routes } from '@migralink/shared/routes';
import { asRole } from '#testing/accounts';
import { callRoute, type Caller, type RawInput } from '#testing/call';

/**
 * The error answers the route table declares (`routeErrors`, which the OpenAPI
 * document lists) are the ones the routes give. Each route is called without a
 * token, with input no client sends (as in `bad-input.int.test.ts`), and, when
 * it takes no body, well formed for ids that do not exist, by a fresh account
 * of its role (a company account without a company). Every failure must be
 * declared with its status and `error_code`: a route that answers an
 * undeclared 4xx (or any 5xx) fails here.
 */

const pathParameters = (route: Route) => [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1]!);
const shapeKeys = (schema: unknown) => Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {});
const LONG = 'x'.repeat(5_000);

/** One request's worth of the sweep's bad input: a malformed path, oversized repeated query values, fields of the wrong type. */
function badInput(route: Route): RawInput {
  const params = pathParameters(route);
  return {
    ...(params.length ? { params: Object.fromEntries(params.map((name) => [name, '../../etc/passwd'])) } : {}),
    ...(route.query
      ? {
          query: shapeKeys(route.query)
            .map((key) => `${key}=${LONG}&${key}=${LONG}`)
            .join('&'),
        }
      : {}),
    ...(route.body ? { body: Object.fromEntries(shapeKeys(route.body).map((key) => [key, { nested: [LONG] }])) } : {}),
  };
}

/** Well-formed path parameters, by name, for something that does not exist. */
const WELL_FORMED: Record<string, () => string> = {
  uuid: () => randomUUID(),
  id: () => randomUUID(),
  kind: () => 'company',
  code: () => randomBytes(32).toString('base64url'),
  path: () => 'nowhere/to-be-found',
  slug: () => `nobody-${randomUUID().slice(0, 8)}`,
  number: () => `ML-1999-${String(randomInt(1_000_000)).padStart(6, '0')}`,
  list: () => String(randomInt(900_000, 1_000_000)),
  locale: () => 'en',
  section: () => 'news',
  country: () => 'AQ',
};

function unknownIds(route: Route): RawInput {
  const params = pathParameters(route);
  return params.length ? { params: Object.fromEntries(params.map((name) => [name, WELL_FORMED[name]!()])) } : {};
}

async function expectDeclared(route: Route, raw: RawInput, caller: Caller) {
  const answer = await callRoute(route, { raw } as never, caller);
  if (answer.status < 400) return;
  const { error_code } = answer.body as ErrorBody;
  const declared = routeErrors(route).map((error) => `${error.status} ${error.code}`);
  expect(declared, `${route.method} ${route.path} answered ${JSON.stringify(answer.body)}`).toContain(
    `${answer.status} ${error_code}`,
  );
}

const callers = new Map<Role, Caller>();
beforeAll(async () => {
  for (const role of ['client', 'company', 'admin'] as const) callers.set(role, await asRole(role));
});
const callerOf = (route: Route) => callers.get(route.roles?.[0] ?? 'client')!;

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  // Only the calls that apply to the route are registered, so nothing is reported as skipped.
  if (route.auth !== 'public')
    it('declares its answer to a call without a token', async () => {
      await expectDeclared(route, badInput(route), {});
    });

  if (route.params || route.query || route.body)
    it('declares its answer to input no client sends', async () => {
      await expectDeclared(route, badInput(route), callerOf(route));
    });

  if (!route.body)
    it('declares its answer to a well-formed call for ids that do not exist', async () => {
      await expectDeclared(route, unknownIds(route), callerOf(route));
    });
});
