import { randomInt } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { expect } from 'vitest';
import { toQueryString } from '@migralink/shared/client';
import type { ErrorBody } from '@migralink/shared/errors';
import { buildPath, type Route, type RouteInput, type RouteOutput } from '@migralink/shared/route';
import { apiEvent, lambdaContext } from './events';

/**
 * Tests call a route as a client does: by its row in the route table. The
 * event is built from the route's method and path, the handler is the one the
 * route names (as in AWS and the local API server), and the answer is typed by
 * the route. This module reads no configuration on import, so tests may set the
 * environment before the first call.
 */

/** Who calls: a bearer token (none: anonymous) and the language asked for (`X-Localization`). */
export interface Caller {
  token?: string;
  locale?: string;
}

/** Input no client of ours sends, for tests of bad input; each part given replaces the typed one. */
export interface RawInput {
  /** Path parameters as API Gateway passes them, unchecked (malformed ids, `../` paths). */
  params?: Record<string, string>;
  /** The query string as sent, without `?`. */
  query?: string;
  /** A string is sent as it is (broken JSON, a form body); anything else as JSON. */
  body?: unknown;
}

export interface CallOptions {
  /** Headers sent last: they override what the call sets (content type, token, language). */
  headers?: Record<string, string>;
  /** The client address API Gateway reports; a random one by default. */
  ip?: string;
  raw?: RawInput;
}

/** A query of optional filters only may be left out, as a client leaves it out. */
type QueryOptional<I> = I extends { query: infer Q }
  ? Partial<Q> extends Q
    ? Omit<I, 'query'> & { query?: Q }
    : I
  : I;

/** What the route takes, typed by it, and the call's options; with `raw`, the typed parts are optional. */
export type CallInput<R extends Route> = (QueryOptional<RouteInput<R>> | (Partial<RouteInput<R>> & { raw: RawInput })) &
  CallOptions;

/** Statuses the API answers failures with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
type SuccessStatus<S> = S extends 200 | 201 | 202 | 204 ? S : 200;

interface Answer<S extends number, B> {
  status: S;
  headers: Record<string, string>;
  body: B;
}
type Failure<S = ErrorStatus> = S extends ErrorStatus ? Answer<S, ErrorBody> : never;

/** A route's answer: its response type with its success status (or the bytes of a file it declares), else the error shape. */
export type RouteResponse<R extends Route> =
  Answer<SuccessStatus<R['status']>, RouteOutput<R> | (R['file'] extends object ? Buffer : never)> | Failure;

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

const HANDLERS = new URL('../handlers/', import.meta.url);

/** The route's handler module, `functions/src/handlers/<route.handler>.ts`, loaded on first use. */
async function handlerOf(route: Route): Promise<LambdaHandler> {
  const url = new URL(`${route.handler}.ts`, HANDLERS).href;
  return ((await import(/* @vite-ignore */ url)) as { handler: LambdaHandler }).handler;
}

/** A fresh client address: per-IP rate limits are shared by every test file that runs at the same time. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Any route's input, as the event is built from it. */
interface LooseInput extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The API Gateway (HTTP API, payload 2.0) event of a call of `route` by `caller`. */
export function routeEvent<R extends Route>(
  route: R,
  input: NoInfer<CallInput<R>>,
  caller: Caller = {},
): APIGatewayProxyEventV2 {
  const { params, query, body, raw = {}, headers, ip = randomIp() } = input as LooseInput;
  const pathParameters = raw.params ?? Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
  const sent = 'body' in raw ? raw.body : body;
  const event = apiEvent({
    method: route.method,
    rawPath: raw.params
      ? route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => encodeURIComponent(raw.params?.[name] ?? ''))
      : buildPath(route.path, params),
    rawQueryString: raw.query ?? toQueryString(query).slice(1),
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    headers: {
      ...(sent === undefined ? {} : { 'content-type': 'application/json' }),
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(caller.locale ? { 'x-localization': caller.locale } : {}),
      ...headers,
    },
    body: sent === undefined ? undefined : typeof sent === 'string' ? sent : JSON.stringify(sent),
  });
  event.routeKey = event.requestContext.routeKey = `${route.method} ${route.path}`;
  event.requestContext.http.sourceIp = ip;
  return event;
}

/** Calls `route` as `caller` would through API Gateway, and answers its status, headers and parsed body (a file's bytes). */
export async function callRoute<R extends Route>(
  route: R,
  input: NoInfer<CallInput<R>>,
  caller: Caller = {},
): Promise<RouteResponse<R>> {
  const event = routeEvent(route, input, caller);
  const handler = await handlerOf(route);
  const result = (await handler(event, lambdaContext())) as APIGatewayProxyStructuredResultV2;
  return {
    status: result.statusCode,
    headers: (result.headers ?? {}) as Record<string, string>,
    // A file comes base64 (`isBase64Encoded`), as API Gateway needs a binary answer: its bytes.
    body: !result.body
      ? undefined
      : result.isBase64Encoded
        ? Buffer.from(result.body, 'base64')
        : JSON.parse(result.body),
  } as RouteResponse<R>;
}

/** Calls `route` and answers its body, failing the test (showing the error body) unless it answers its success status. */
export async function callOk<R extends Route>(
  route: R,
  input: NoInfer<CallInput<R>>,
  caller: Caller = {},
): Promise<RouteOutput<R>> {
  const response = await callRoute(route, input, caller);
  expect(response.status, JSON.stringify(response.body)).toBe(route.status ?? 200);
  return response.body as RouteOutput<R>;
}

/**
 * `callOk` as a client that is told to try again does: an answer of 409 `conflict` (a change that met others for as
 * long as it may try, and wrote nothing) is asked again after a random wait, up to `tries` times. For tests of many
 * writers at once, where a busy machine may stretch a change past its time.
 */
export async function callOkAfterConflicts<R extends Route>(
  route: R,
  input: NoInfer<CallInput<R>>,
  caller: Caller = {},
  tries = 5,
): Promise<RouteOutput<R>> {
  for (let attempt = 1; ; attempt++) {
    const response = await callRoute(route, input, caller);
    const conflict = response.status === 409 && (response.body as { error_code?: string }).error_code === 'conflict';
    if (!conflict || attempt === tries) {
      expect(response.status, JSON.stringify(response.body)).toBe(route.status ?? 200);
      return response.body as RouteOutput<R>;
    }
    await setTimeout(randomInt(200 * attempt));
  }
}

/** Asserts the answer's status (showing the body when it differs), which narrows its body to that status's type. */
export function expectStatus<A extends { status: number; body: unknown }, S extends A['status']>(
  response: A,
  status: S,
): asserts response is Extract<A, { status: S }> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
}

/** Asserts a refusal of invalid input (422) whose `errors` name exactly `fields`, each with a message. */
export function expectInvalid(response: { status: number; body: unknown }, ...fields: string[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body).toHaveProperty(
    'errors',
    Object.fromEntries(fields.map((field) => [field, [expect.any(String)]])),
  );
}
