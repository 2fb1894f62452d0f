import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_HANDLER, routes } from '@migralink/shared/routes';

const handlerFile = (name: string) => new URL(`./${name}.ts`, import.meta.url);

describe('the route table', () => {
  it('has one route per method and path, and unique operation ids', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = routes.map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('points every route at a handler file that exists', () => {
    const missing = [...routes.map((route) => route.handler), NOT_FOUND_HANDLER].filter(
      (name) => !existsSync(handlerFile(name)),
    );
    expect(missing).toEqual([]);
  });

  it('starts every path with /v1/ (older ones with /auth/, the well-known keys at their standard place) and names only roles on routes that need a token', () => {
    for (const route of routes) {
      expect(route.path).toMatch(route.deprecated ? /^\/auth\// : /^\/v1\/|^\/\.well-known\/jwks\.json$/);
      if (route.roles) expect(route.auth).toBe('bearer');
    }
  });
});
