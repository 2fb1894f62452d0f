import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';
import { routes } from './routes';

describe('buildOpenApi', () => {
  const document = buildOpenApi(routes, { title: 'API', version: '1' }) as {
    openapi: string;
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  };

  it('is an OpenAPI 3.1 document with one operation per route of the table', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(routes.map((route) => route.operationId).sort());
  });

  it('describes the success body and the error shape of each operation', () => {
    const countries = document.paths['/v1/countries']!.get!;
    expect(countries.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    expect(countries.responses['4XX']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });
});
