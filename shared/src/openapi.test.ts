import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';
import { deployedRoutes, routes } from './routes';

interface ErrorResponse {
  description: string;
  content: {
    'application/json': { schema: { allOf?: [unknown, { properties: { error_code: { enum: string[] } } }] } };
  };
}

describe('buildOpenApi', () => {
  const document = buildOpenApi(routes, { title: 'API', version: '1' }) as {
    openapi: string;
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, ErrorResponse> }>>;
  };
  const responses = (path: string, method: string) => document.paths[path]![method]!.responses;
  const errorCodes = (response: ErrorResponse | undefined) =>
    response?.content['application/json'].schema.allOf?.[1].properties.error_code.enum;

  it('is an OpenAPI 3.1 document with one operation per deployed route, none that only the build reads', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(deployedRoutes.map((route) => route.operationId).sort());
    expect(deployedRoutes.length).toBeLessThan(routes.length);
    expect(document.paths['/v1/search/landing-pages']).toBeUndefined();
  });

  it('describes the success body, each declared error status in the error shape, a generic 500 and 503', () => {
    const countries = responses('/v1/countries', 'get');
    expect(Object.keys(countries)).toEqual(['200', '422', '500', '503']);
    expect(countries['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    expect(countries['422']).toMatchObject({
      description: expect.stringContaining('`validation_failed`'),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Error' },
              { properties: { code: { const: 422 }, error_code: { enum: ['validation_failed'] } } },
            ],
          },
        },
      },
    });
    expect(countries['500']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('lists no generic 4XX or 5XX range on any operation', () => {
    const statuses = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).flatMap((op) => Object.keys(op.responses)),
    );
    expect(statuses.filter((status) => /X/.test(status))).toEqual([]);
  });

  it('lists 403 `plan_limit` beside the role check on a plan-limited route, naming `subscription_packages`', () => {
    const publish = responses('/v1/account/service/{id}/publish', 'post');
    expect(errorCodes(publish['403'])).toEqual(['forbidden', 'plan_limit']);
    expect(publish['403']!.description).toMatch(/`plan_limit`: .*`subscription_packages`/);
    expect(errorCodes(publish['404'])).toEqual(['not_found']);
    expect(errorCodes(publish['409'])).toEqual(['conflict']);
  });

  it('lists 409 on routes refused when a revision is stale', () => {
    for (const [path, method] of [
      ['/v1/admin/moderation/{kind}/{uuid}/approve', 'post'],
      ['/v1/account/service', 'put'],
      ['/v1/account/company', 'put'],
    ] as const) {
      expect(errorCodes(responses(path, method)['409']), `${method} ${path}`).toEqual(['conflict']);
    }
  });

  it('derives 401 and 403 for a token, 400, 413 and 415 for a body, and lists 429 where the route is rate-limited', () => {
    const signin = responses('/v1/auth/signin', 'post');
    expect(Object.keys(signin)).toEqual(['200', '400', '401', '413', '415', '422', '429', '500', '503']);
    expect(errorCodes(signin['401'])).toEqual(['invalid_credentials']);
    expect(signin['429']!.description).toContain('Retry-After');
    const profile = responses('/v1/auth/profile', 'get');
    expect(Object.keys(profile)).toEqual(['200', '401', '403', '422', '500', '503']);
    expect(profile['403']!.description).toContain('`token` cookie');
  });

  it('lists 404 and 422 `upload_rejected` on a route that claims an upload', () => {
    const avatar = responses('/v1/auth/avatar', 'post');
    expect(errorCodes(avatar['403'])).toEqual(['forbidden']);
    expect(errorCodes(avatar['404'])).toEqual(['not_found']);
    expect(errorCodes(avatar['422'])).toEqual(['validation_failed', 'upload_rejected']);
  });
});
