import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildPath, defineRoute, routeErrors } from './route';
import { legacyResetPassword, resetPassword } from './api/accounts';

describe('buildPath', () => {
  it.each([
    ['/v1/countries', {}, '/v1/countries'],
    ['/v1/company/{uuid}', { uuid: 'a b' }, '/v1/company/a%20b'],
    ['/v1/company/{uuid}/services', { uuid: 'c-1' }, '/v1/company/c-1/services'],
    ['/v1/search/seo-slug/{path+}/', { path: 'canada/work/от' }, '/v1/search/seo-slug/canada/work/%D0%BE%D1%82/'],
    ['/v1/review/{id}', { id: 42 }, '/v1/review/42'],
  ])('fills %s', (template, params, path) => {
    expect(buildPath(template, params)).toBe(path);
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/v1/company/{uuid}', {})).toThrow('uuid');
  });
});

describe('routeErrors', () => {
  const route = defineRoute({
    operationId: 'example',
    method: 'POST',
    path: '/v1/example/{id}',
    summary: 'An example',
    tag: 'example',
    auth: 'bearer',
    roles: ['company'],
    params: z.object({ id: z.string() }),
    body: z.object({ name: z.string() }),
    response: z.undefined(),
    errors: { plan_limit: true, forbidden: "Another user's upload.", conflict: 'Changed meanwhile.' },
    handler: 'example',
    access: {},
  });

  it("derives what the route's declaration implies, adds what it declares, and orders them by status", () => {
    expect(routeErrors(route).map(({ status, code }) => `${status} ${code}`)).toEqual([
      '400 malformed_json',
      '401 unauthenticated',
      '403 forbidden',
      '403 plan_limit',
      '409 conflict',
      '413 payload_too_large',
      '415 unsupported_media_type',
      '422 validation_failed',
    ]);
  });

  it("describes each error by the route's reasons, else by the code's usual meaning", () => {
    const described = Object.fromEntries(routeErrors(route).map((error) => [error.code, error.description]));
    expect(described.forbidden).toBe(
      'Only for company accounts and admins. Never for a call with the `token` cookie made by a page of another ' +
        "site (`Origin`). Another user's upload.",
    );
    expect(described.conflict).toBe('Changed meanwhile.');
    expect(described.plan_limit).toContain('`subscription_packages`');
    expect(described.validation_failed).toBe(
      'Invalid path parameters, body, or `X-Currency` header. `errors` maps each field to its messages.',
    );
  });

  it('asks a public GET route without input only for a valid X-Currency header, and a POST for JSON too', () => {
    const open = {
      ...route,
      method: 'GET' as const,
      auth: 'public' as const,
      roles: undefined,
      params: undefined,
      body: undefined,
      errors: undefined,
    };
    expect(routeErrors(open).map((error) => error.code)).toEqual(['validation_failed']);
    expect(routeErrors({ ...open, method: 'POST' }).map((error) => error.code)).toEqual([
      'unsupported_media_type',
      'validation_failed',
    ]);
  });

  it('keeps the errors of the route an older path is built on, with its own input', () => {
    const codes = (r: Parameters<typeof routeErrors>[0]) => routeErrors(r).map((error) => error.code);
    expect(codes(legacyResetPassword)).toEqual(codes(resetPassword));
    expect(codes(legacyResetPassword)).toContain('invalid_code');
  });
});
