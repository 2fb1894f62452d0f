import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAppeal } from '@migralink/shared/api/appeals';
import { ROLES, type Role } from '@migralink/shared/enums';
import type { ErrorBody } from '@migralink/shared/errors';
import type { Route } from '@migralink/shared/route';
import { routes } from '@migralink/shared/routes';
import { asRole, companyOwner } from '#testing/accounts';
import { fuzzedObject } from '#testing/arbitrary';
import { callOk, callRoute, type Caller } from '#testing/call';
import { applicationFields } from '#testing/certificates';
import { attributesFixture, serviceFormFixture } from '#testing/forms';
import { seededHints, seededOwner, type SeededOwner } from '#testing/seeded';

/**
 * The authorization matrix, generated from the route table: every route ×
 * every role × the owner of the company and service its input names, another
 * company's owner, and an anonymous caller. What each cell must answer follows
 * from the route's declaration: `auth` (anonymous: 401 where a token is
 * needed), `roles` (403 for any other role; admins pass every role check) and
 * `ownerScope` (whose data it reaches: what a caller gets for data not its own). Calls are well formed,
 * so that what answers is the authorization, not the validation.
 */

type Cell = 'anonymous' | 'owner' | 'other owner' | Exclude<Role, 'company'>;
const CELLS: Cell[] = ['anonymous', 'other owner', ...ROLES.filter((role) => role !== 'company'), 'owner'];

let owner: SeededOwner;
/** The account staff routes on users name (not the owner's: a role change would end its company access). */
let someUser: string;
/** The owner's appeal to customer support: what routes on an appeal name. */
let ownerAppeal: string;
const callers = new Map<Cell, Caller>();
beforeAll(async () => {
  owner = await seededOwner();
  someUser = (await asRole('client')).user.id;
  callers
    .set('anonymous', {})
    .set('owner', owner)
    .set('other owner', await companyOwner('premium'));
  for (const role of ROLES) if (role !== 'company') callers.set(role, await asRole(role));
  ownerAppeal = (await callOk(openAppeal, { body: { subject: 'Help', message: 'Please help.' } }, owner)).data.id;
});

const pathParameters = (route: Route) => [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1]!);

/** What the route names: an account (staff routes on users), else the owner's service or company. */
function target(route: Route): string {
  if (route.path.includes('/users/')) return someUser;
  if (route.path.includes('/appeals/')) return ownerAppeal;
  return route.tag === 'service-account' || route.path.includes('/service/') ? owner.serviceId : owner.companyId;
}

/** Bodies that must be complete for the route to get as far as the owner check. */
const BODIES: Record<string, () => unknown> = {
  updateAccountService: () => ({ ...serviceFormFixture(), uuid: owner.serviceId }),
  updateAccountServiceValidated: () => ({ ...serviceFormFixture(), uuid: owner.serviceId }),
  putSearchAttributes: () => ({ ...attributesFixture, uuid: owner.serviceId }),
  updateCertificateApplication: () => ({ ...applicationFields([]), id: owner.companyId, submit: false }),
};

/** A well-formed call of `route` about the owner's data. */
function inputOf(route: Route) {
  const sample = (schema: unknown) =>
    fc.sample(fuzzedObject(schema, { wildness: 0, hints: seededHints(owner) }), { numRuns: 1, seed: 42 })[0];
  const byName: Record<string, () => string> = {
    kind: () => 'company',
    code: () => randomBytes(32).toString('base64url'),
    path: () => 'nowhere/to-be-found',
    slug: () => 'nobody-0000abcd',
  };
  const params = Object.fromEntries(
    pathParameters(route).map((name) => [name, (byName[name] ?? (() => target(route)))()]),
  );
  return {
    params,
    ...(route.query ? { query: sample(route.query) } : {}),
    ...(route.body ? { body: BODIES[route.operationId]?.() ?? sample(route.body) } : {}),
  };
}

/** What a cell must answer: let through (`admitted`), or refused with this status and code. */
type Expected = 'admitted' | { status: number; error_code: string };
const UNAUTHENTICATED = { status: 401, error_code: 'unauthenticated' };
const FORBIDDEN = { status: 403, error_code: 'forbidden' };
const NOT_FOUND = { status: 404, error_code: 'not_found' };

function expected(route: Route, cell: Cell): Expected {
  if (cell === 'anonymous') return route.auth === 'bearer' ? UNAUTHENTICATED : 'admitted';
  const role: Role = cell === 'owner' || cell === 'other owner' ? 'company' : cell;
  if (route.roles && !route.roles.includes(role) && role !== 'admin') return FORBIDDEN;
  if (cell !== 'owner' && route.ownerScope === 'not_found') return NOT_FOUND;
  return 'admitted';
}

describe('every route declares its owner scope', () => {
  it('in the route table (`ownerScope`), beside `auth` and `roles`', () => {
    expect(routes.filter((route) => !route.ownerScope).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});

describe('the matrix holds the rules people ask about', () => {
  const route = (operationId: string) => routes.find((row) => row.operationId === operationId)!;
  it.each([
    ['customer support granting a role', 'grantRole', 'customer_support', FORBIDDEN],
    ["a client reading another's appeal", 'getMyAppeal', 'client', NOT_FOUND],
    ["a partner reading another's appeal", 'getMyAppeal', 'partner', NOT_FOUND],
    ['a partner reading the platform leads', 'listCompanyLeads', 'partner', FORBIDDEN],
    ['a partner reading a lead', 'getCompanyLead', 'partner', FORBIDDEN],
    ['a content manager blocking a user', 'blockUser', 'content_manager', FORBIDDEN],
    ['a client reading the appeal queue', 'listAppealQueue', 'client', FORBIDDEN],
  ] as const)('refuses %s', (_, operationId, cell, refusal) => {
    expect(expected(route(operationId), cell)).toEqual(refusal);
  });
});

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  it.each(CELLS)('answers %s as declared', async (cell) => {
    const answer = await callRoute(route, inputOf(route) as never, callers.get(cell));
    const shown = `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
    const expect_ = expected(route, cell);
    expect(answer.status, shown).toBeLessThan(500);
    if (expect_ !== 'admitted') {
      expect({ status: answer.status, error_code: (answer.body as ErrorBody).error_code }, shown).toEqual(expect_);
      return;
    }
    const refusal = answer.status >= 400 ? (answer.body as ErrorBody).error_code : undefined;
    // A route may refuse with 403 for a reason of its own (an upload of another user's), which it declares.
    const refusedAccess = route.errors?.forbidden ? ['unauthenticated'] : ['unauthenticated', 'forbidden'];
    expect(refusedAccess, shown).not.toContain(refusal);
    // The owner's data shows only to the owner (and, where it is public or staff work, to whom the route admits).
    if (cell !== 'owner' && route.ownerScope === 'own')
      expect(JSON.stringify(answer.body ?? null), shown).not.toMatch(
        new RegExp([owner.user.email, owner.companyId, owner.serviceId].join('|')),
      );
  });
});
