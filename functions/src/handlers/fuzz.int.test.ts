import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toQueryString } from '@migralink/shared/client';
import type { Route } from '@migralink/shared/route';
import { routes } from '@migralink/shared/routes';
import { RATE_LIMITS, TIMING } from '#http/limits';
import type * as Passwords from '#lib/passwords';
import { asRole } from '#testing/accounts';
import { fieldOf, fuzzedObject, fuzzedValue, wildValue, type Fuzzing } from '#testing/arbitrary';
import { callRoute, type Caller } from '#testing/call';
import { seededHints, seededOwner } from '#testing/seeded';

/**
 * Every route, called with inputs generated from its own zod schemas (mostly of
 * the declared shape, with wild values at any depth, unknown and missing keys,
 * now and then a body that is not JSON), by an anonymous caller, a client, an
 * admin or a company owner whose company and service the ids often name: never
 * an answer of 500 or above, and every refusal in the error shape.
 */

/**
 * fast-check's own default: every run of the suite draws new calls (the seed is printed on a failure to
 * replay it), so many runs cover what one long run would, and the sweep's time grows only with the routes.
 */
const RUNS_PER_ROUTE = 100;

/**
 * Contention: a mutating route is also called with the same well-formed call 20
 * times at once (a double-clicking user, a retrying client, a script), for a few
 * such calls. Conflicts are the route's to settle: an answer, a 409 or a 429,
 * never a 5xx.
 */
const PARALLEL_CALLS = 20;
const CONTENDED_CALLS_PER_ROUTE = 3;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Passwords are hashed and checked with scrypt at a cost of ~0.2 s each, on
 * purpose (also for unknown addresses). The fuzz is about answers, not hashing:
 * here every hash is made and checked at a small cost (N = 2^10), so that a hundred
 * sign-ins take seconds. Its parameters are still parsed and checked.
 */
vi.mock('#lib/passwords', async (importOriginal) => {
  const passwords = await importOriginal<typeof Passwords>();
  const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
  return {
    ...passwords,
    hashPassword: (plain: string) => passwords.hashPassword(plain, CHEAP),
    verifyPassword: (plain: string, stored: string) =>
      passwords.verifyPassword(plain, stored.replace(/\$N=\d+,/, `$N=${CHEAP.N},`)),
  };
});

/**
 * Nor is it about waiting: the reset mail's minimum answer time (equal for
 * known and unknown addresses) and the slowing of sign-ins to an account past
 * its failures are set to nothing here, so a hundred calls take no minutes.
 */
beforeAll(() => {
  const saved = { resetMailMinMs: TIMING.resetMailMinMs, slowMs: RATE_LIMITS.signinAccount.slowMs };
  TIMING.resetMailMinMs = 0;
  RATE_LIMITS.signinAccount.slowMs = 0;
  return () => {
    TIMING.resetMailMinMs = saved.resetMailMinMs;
    RATE_LIMITS.signinAccount.slowMs = saved.slowMs;
  };
});

const pathParameters = (route: Route) => [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1]!);

/** One seeded set for the whole sweep: callers, and ids that exist (so that calls reach the data). */
let callers: Record<'anonymous' | 'owner' | 'client' | 'admin', Caller>;
let hints: Fuzzing['hints'];
let knownIds: string[] = [];
beforeAll(async () => {
  const owner = await seededOwner();
  const [client, admin] = [await asRole('client'), await asRole('admin')];
  callers = { anonymous: {}, owner: { ...owner, locale: 'ru' }, client, admin };
  knownIds = [owner.companyId, owner.serviceId, owner.user.id];
  hints = seededHints(owner, [owner.user.email, client.user.email]);
});

/** Calls of the declared shape (to reach the handlers' work), and wild ones (to reach their checks). */
const eitherWay = (part: (fuzzing: Fuzzing) => fc.Arbitrary<unknown>) =>
  fc.oneof(part({ wildness: 0, hints }), part({ wildness: 12, hints }));

/** Path parameters: generated from the schema, or an id of the seeded set, or anything at all. */
function paramsOf(route: Route): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    Object.fromEntries(
      pathParameters(route).map((name) => {
        const field = fieldOf(route.params, name);
        const declared = field ? eitherWay((fuzzing) => fuzzedValue(field, fuzzing)) : fc.string();
        return [
          name,
          fc
            .oneof(
              { arbitrary: declared, weight: 2 },
              { arbitrary: fc.constantFrom(...knownIds), weight: 2 },
              { arbitrary: wildValue, weight: 1 },
            )
            .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)) || 'x'),
        ];
      }),
    ),
  );
}

/** A body of the route's shape, else (1 in 10) text that is not JSON or JSON of another type. */
function bodyOf(route: Route): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: eitherWay((fuzzing) => fuzzedObject(route.body, fuzzing)), weight: 9 },
    {
      arbitrary: fc.oneof(
        fc.string(),
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
      weight: 1,
    },
  );
}

/** Mostly who may call the route (the owner, or an admin on staff routes), else anyone else. */
function callerOf(route: Route): fc.Arbitrary<Caller> {
  const entitled = route.roles?.includes('admin') ? callers.admin : callers.owner;
  return fc.oneof({ arbitrary: fc.constant(entitled), weight: 3 }, fc.constantFrom(...Object.values(callers)));
}

/** A query string as a URL carries one: every value text, objects (even those without a prototype) as JSON. */
function queryStringOf(query: unknown): string {
  const text = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value);
  const values = Object.entries(query as object).map(([key, value]) => [
    key,
    Array.isArray(value) ? value.map(text) : text(value),
  ]);
  return toQueryString(Object.fromEntries(values)).slice(1);
}

function callOf(route: Route) {
  return fc.record({
    caller: callerOf(route),
    params: paramsOf(route),
    query: route.query
      ? eitherWay((fuzzing) => fuzzedObject(route.query, fuzzing)).map((query) => queryStringOf(query))
      : fc.constant(''),
    body: route.body ? bodyOf(route) : fc.constant(undefined),
  });
}

/** A call of the declared shape by the caller the route is for, with ids of the seeded set: one that reaches the work. */
function wellFormedCallOf(route: Route) {
  const entitled = route.roles?.includes('admin') ? callers.admin : callers.owner;
  const declared = <T>(part: (fuzzing: Fuzzing) => fc.Arbitrary<T>) => part({ wildness: 0, hints });
  return fc.record({
    caller: fc.constant(entitled),
    params: fc.record(
      Object.fromEntries(
        pathParameters(route).map((name) => {
          const field = fieldOf(route.params, name);
          const value = field ? declared((fuzzing) => fuzzedValue(field, fuzzing)).map(String) : fc.string();
          return [name, fc.oneof(fc.constantFrom(...knownIds), value).map((text) => text || 'x')];
        }),
      ),
    ),
    query: route.query ? declared((fuzzing) => fuzzedObject(route.query, fuzzing)).map(queryStringOf) : fc.constant(''),
    body: route.body ? declared((fuzzing) => fuzzedObject(route.body, fuzzing)) : fc.constant(undefined),
  });
}

/** The answer's status and its start, for a failure's message. */
const shownOf = (answer: { status: number; body: unknown }) =>
  `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 500)}`;

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  it(`answers ${RUNS_PER_ROUTE} generated calls below 500, refusals in the error shape`, async () => {
    await fc.assert(
      fc.asyncProperty(callOf(route), async ({ caller, params, query, body }) => {
        const answer = await callRoute(route, { raw: { params, query, body } } as never, caller);
        const shown = shownOf(answer);
        expect(answer.status, shown).toBeLessThan(500);
        if (answer.status >= 400)
          expect(answer.body, shown).toMatchObject({ code: answer.status, message: expect.stringMatching(/\S/) });
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});

describe.each(
  routes
    .filter((route) => MUTATING.has(route.method))
    .map((route) => [`${route.method} ${route.path}`, route] as const),
)('%s under contention', (_, route) => {
  it(`answers ${CONTENDED_CALLS_PER_ROUTE} calls sent ${PARALLEL_CALLS} times at once below 500, refusals in the error shape`, async () => {
    for (const { caller, params, query, body } of fc.sample(wellFormedCallOf(route), CONTENDED_CALLS_PER_ROUTE)) {
      const call = () => callRoute(route, { raw: { params, query, body } } as never, caller);
      const answers = await Promise.all(Array.from({ length: PARALLEL_CALLS }, call));
      for (const answer of answers) {
        expect(answer.status, shownOf(answer)).toBeLessThan(500);
        if (answer.status >= 400)
          expect(answer.body, shownOf(answer)).toMatchObject({
            code: answer.status,
            message: expect.stringMatching(/\S/),
          });
      }
    }
  });
});
