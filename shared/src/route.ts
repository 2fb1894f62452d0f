import type * as z from 'zod/mini';
import type { Role } from './enums';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (`public`), anyone with a token read when sent
 * (`optional`), or only a signed-in user (`bearer`), then limited to `roles`.
 */
export type RouteAuth = 'public' | 'optional' | 'bearer';

/** What a route's function may touch in AWS; the stacks grant exactly this. */
export interface RouteAccess {
  table?: 'read' | 'write';
  uploads?: 'read' | 'write';
  mail?: boolean;
}

type Schema = z.ZodMiniType;

/** One row of the route table: everything the stacks, the local server, the docs and the client need. */
export interface Route {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Path template with `{name}` parameters; `{name+}` takes the rest of the path. `/v1/…`, or `/auth/…` when deprecated. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: RouteAuth;
  readonly roles?: readonly Role[];
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** Schema of the success body (the `{ data }` envelope). */
  readonly response: Schema;
  readonly status?: 200 | 201 | 202 | 204;
  /** Seconds a public answer may be cached by browsers and CloudFront. */
  readonly cacheSeconds?: number;
  /** Handler module under `functions/src/handlers/`, without extension. */
  readonly handler: string;
  readonly access: RouteAccess;
  /** An older path kept for existing clients (outside `/v1`); the OpenAPI document marks it. */
  readonly deprecated?: boolean;
}

/** What calling a route needs at run time: its method and path (and name), without its schemas. */
export type Endpoint<R extends Route = Route> = Pick<R, 'operationId' | 'method' | 'path'>;

export function defineRoute<const R extends Route>(route: R): R {
  return route;
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type Part<K extends string, S> = S extends Schema ? { [P in K]: InputOf<S> } : { [P in K]?: never };

/** What a caller sends to a route. */
export type RouteInput<R extends Route> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body']>;

/** What a route answers with on success. */
export type RouteOutput<R extends Route> = z.output<R['response']>;

/** Builds `/v1/company/abc` from `/v1/company/{uuid}` and its params. */
export function buildPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}"`);
    return String(value)
      .split('/')
      .map((part) => encodeURIComponent(part))
      .join('/');
  });
}
