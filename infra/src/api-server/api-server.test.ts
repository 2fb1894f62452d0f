import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { EDGE_HEADERS } from '@migralink/functions/http/edge';
import { defineRoute, type Route } from '@migralink/shared/route';
import { NOT_FOUND_HANDLER } from '@migralink/shared/routes';
import { createLocalApi } from './api-server';

const route = (method: Route['method'], path: string, handler: string) =>
  defineRoute({
    operationId: handler,
    method,
    path,
    summary: handler,
    tag: 'test',
    auth: 'public',
    response: z.object({}),
    handler,
    access: {},
  });

const table = [
  route('GET', '/v1/company/{uuid}', 'company'),
  route('GET', '/v1/company/recommended', 'recommended'),
  route('POST', '/v1/upload', 'upload'),
  route('GET', '/v1/seo/{path+}', 'seo'),
  route('GET', '/v1/crash', 'crash'),
  route('GET', '/v1/file', 'file'),
];

/** What the file route answers, as a handler that declares a file does (`FileAnswer`): base64, flagged. */
const FILE_BYTES = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x80]);

/** Handlers that answer with the event they got, so the test sees what API Gateway would pass. */
const loadHandler = async (name: string) => async (event: APIGatewayProxyEventV2) => {
  if (name === 'crash') throw new Error('boom');
  if (name === 'file') {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="f.bin"' },
      body: FILE_BYTES.toString('base64'),
      isBase64Encoded: true,
    };
  }
  return {
    statusCode: name === NOT_FOUND_HANDLER ? 404 : 200,
    headers: { 'Content-Type': 'application/json' },
    cookies: ['session=1; Path=/', 'theme=dark; Path=/'],
    body: JSON.stringify({ handler: name, event }),
  };
};

let base = '';
const server = createLocalApi({ routes: table, corsOrigins: ['http://site.test'], loadHandler });
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const call = async (path: string, init?: RequestInit) => {
  const response = await fetch(base + path, init);
  const text = await response.text();
  return { response, body: text ? JSON.parse(text) : undefined };
};

describe('the local API server', () => {
  it('passes a request to its route handler as an API Gateway v2 event', async () => {
    const { response, body } = await call('/v1/company/a%20b?tags[]=x&tags[]=y', {
      headers: { 'X-Localization': 'ru', Cookie: 'token=abc; country=UA' },
    });
    expect(response.status).toBe(200);
    expect(body.handler).toBe('company');
    expect(body.event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /v1/company/{uuid}',
      rawPath: '/v1/company/a%20b',
      rawQueryString: 'tags[]=x&tags[]=y',
      pathParameters: { uuid: 'a b' },
      queryStringParameters: { 'tags[]': 'x,y' },
      cookies: ['token=abc', 'country=UA'],
      headers: { 'x-localization': 'ru' },
      requestContext: { http: { method: 'GET', path: '/v1/company/a%20b' }, stage: '$default' },
    });
    expect(body.event.headers.cookie).toBeUndefined();
    expect(response.headers.getSetCookie()).toEqual(['session=1; Path=/', 'theme=dark; Path=/']);
  });

  it('adds the origin secret as CloudFront does, over any value the client sent', async () => {
    const edge = createLocalApi({ routes: table, corsOrigins: [], loadHandler, originSecret: 'local-origin' });
    edge.listen(0, '127.0.0.1');
    await once(edge, 'listening');
    try {
      const url = `http://127.0.0.1:${(edge.address() as AddressInfo).port}/v1/company/x`;
      for (const headers of [{}, { [EDGE_HEADERS.originVerify]: 'forged' }] as Record<string, string>[]) {
        const { event } = (await (await fetch(url, { headers })).json()) as { event: APIGatewayProxyEventV2 };
        expect(event.headers[EDGE_HEADERS.originVerify]).toBe('local-origin');
      }
    } finally {
      edge.close();
    }
    // Without a secret configured the server adds none.
    expect((await call('/v1/company/x')).body.event.headers[EDGE_HEADERS.originVerify]).toBeUndefined();
  });

  it('prefers a literal path over a parameter, as API Gateway does', async () => {
    expect((await call('/v1/company/recommended')).body.handler).toBe('recommended');
  });

  it('gives a greedy parameter the rest of the path', async () => {
    const { body } = await call('/v1/seo/germany/work/it');
    expect(body).toMatchObject({ handler: 'seo', event: { pathParameters: { path: 'germany/work/it' } } });
  });

  it('sends a JSON body as text and a binary body base64-encoded', async () => {
    const json = await call('/v1/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(json.body.event).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff]);
    const binary = await call('/v1/upload', { method: 'POST', headers: { 'content-type': 'image/png' }, body: bytes });
    expect(binary.body.event).toMatchObject({ body: bytes.toString('base64'), isBase64Encoded: true });
  });

  it('writes a base64 answer (`isBase64Encoded`) as its bytes, as API Gateway does', async () => {
    const response = await fetch(`${base}/v1/file`);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="f.bin"');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FILE_BYTES);
  });

  it.each([
    ['an unknown path', 'GET', '/v1/nowhere'],
    ['a known path with another method', 'DELETE', '/v1/company/1'],
    ['a malformed escape', 'GET', '/v1/company/%E0%A4%A'],
  ])('sends %s to the not-found function', async (_, method, path) => {
    const { response, body } = await call(path, { method });
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ handler: NOT_FOUND_HANDLER, event: { routeKey: '$default' } });
  });

  it('answers a crashed handler with 500 and no internals, and logs the crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response, body } = await call('/v1/crash');
    expect(response.status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('boom');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('boom'));
    log.mockRestore();
  });

  it('refuses a body over the API Gateway payload limit with 413', async () => {
    const { response } = await call('/v1/upload', { method: 'POST', body: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
  });

  it('answers CORS preflights for allowed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/v1/upload`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight('http://site.test');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await preflight('http://evil.test')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
