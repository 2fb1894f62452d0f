import type * as z from 'zod/mini';
import type { Role } from './enums';
import type { ErrorCode } from './errors';
import type { UPLOAD_PURPOSES } from './schemas/auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (`public`), anyone with a token read when sent
 * (`optional`), or only a signed-in user (`bearer`), then limited to `roles`.
 */
export type RouteAuth = 'public' | 'optional' | 'bearer';

/** The cookie a signed-in browser sends its bearer token in; the API reads it when no Authorization header is sent. */
export const TOKEN_COOKIE = 'token';

/**
 * The DynamoDB actions (IAM names) a function may call on the table and its
 * indexes. A transaction needs the action of each of its parts: Put → PutItem,
 * Update → UpdateItem, Delete → DeleteItem, ConditionCheck → ConditionCheckItem.
 */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

/**
 * What a function does with the uploads bucket: `ticket` presigns a browser
 * upload to `tmp/` (it may only put there); `accept` checks the caller's
 * temporary files of those purposes and moves them to their folder; `check`
 * asks whether checked files of those purposes are in their folder (a form
 * that names one must name a file that is there); `export` puts a file it built
 * under `tmp/exports/` and presigns a short-lived link to read it; `read` presigns short-lived links to read
 * checked private files (certificate documents); `certificates` reads and writes the certificates' rendered
 * PDFs (`documents/certificate-pdfs/`); `remove` deletes checked files of those purposes (what a deleted
 * thing leaves behind), decoding nothing.
 */
export type UploadsAccess =
  | 'ticket'
  | 'export'
  | 'read'
  | 'certificates'
  | { readonly accept: readonly (typeof UPLOAD_PURPOSES)[number][] }
  | { readonly check: readonly (typeof UPLOAD_PURPOSES)[number][] }
  | { readonly remove: readonly (typeof UPLOAD_PURPOSES)[number][] };

/** What a route's function may touch in AWS; the stacks grant exactly this and nothing more. */
export interface RouteAccess {
  readonly table?: readonly TableAction[];
  readonly uploads?: UploadsAccess;
  /** Queues mail: a Put into the outbox (alone or in a transaction); the mail path's sender alone calls SES. */
  readonly mail?: boolean;
  /** Calls Stripe: the function reads Stripe's secret key and webhook signing secret. */
  readonly payments?: boolean;
  /**
   * Issues or checks form tokens (`functions/src/forms/README.md`) or other signed links (`signFields` of
   * `functions/src/lib/tokens.ts`, e.g. a lead's mailed link): the function reads the signing key
   * (routes that take a token already do).
   */
  readonly formTokens?: boolean;
  /** Signs certificates' credentials: kms:Sign and kms:GetPublicKey on the signing key. */
  readonly signing?: boolean;
  /**
   * Counts page views from the distribution's access logs (`docs/product.md`, "Page views and statistics"):
   * lists and reads the logs bucket's `edge/` objects, reads and writes its own counts under `page-view-counts/`.
   */
  readonly edgeLogs?: boolean;
}

type Schema = z.ZodMiniType;

/**
 * A route's owner scope: whose data it reaches, and so what it answers a caller
 * about data that is not the caller's own:
 * - `shared`: public data, or staff work: every caller the route admits gets the same kind of answer;
 * - `own`: the caller's own account or company, found by its token: no input names
 *   another's, and no answer shows another's;
 * - `not_found`: the input names a company or service, which must be the caller's:
 *   any other caller the route admits gets 404 `not_found`, as if it did not exist.
 */
export type OwnerScope = 'shared' | 'own' | 'not_found';

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
  /**
   * A route that answers a file (its bytes, `isBase64Encoded` through API
   * Gateway) with its success status: the file's media type and what it is.
   * The JSON `response` is then its other success answer. An `inline` file (a feed) is shown in place and
   * cached as `cacheSeconds` says; any other is an attachment, never cached.
   */
  readonly file?: { readonly type: string; readonly description: string; readonly inline?: boolean };
  readonly status?: 200 | 201 | 202 | 204;
  /**
   * The one-click unsubscribe target of marketing mails (RFC 8058): it reads no body, so it takes the form a
   * mail client posts (`List-Unsubscribe=One-Click`); what it acts on is the signed token in its query. Every
   * other route refuses a body that is not JSON (415), which any page of another site could send.
   */
  readonly oneClick?: boolean;
  /** Seconds a public answer may be cached by browsers and CloudFront. */
  readonly cacheSeconds?: number;
  /** Handler module under `functions/src/handlers/`, without extension. */
  readonly handler: string;
  readonly access: RouteAccess;
  /** An older path kept for existing clients (outside `/v1`); the OpenAPI document marks it. */
  readonly deprecated?: boolean;
  /**
   * Answered to the site's build only: by its own API in the build project (`infra/src/site/build-api.ts`) and by
   * the local API server the dev site reads, never behind API Gateway (no function, no route there) and not in the
   * OpenAPI document. For a public read whose answer grows with the catalogue that no browser needs.
   */
  readonly buildOnly?: boolean;
  /**
   * Whose data the route reaches, so what a caller gets for data that is not its own
   * (`OwnerScope`); with `auth` and `roles`, the expected answers of the authorization
   * matrix (every route × role × owner, other owner, anonymous). Every route declares it.
   */
  readonly ownerScope?: OwnerScope;
  /** The error answers particular to this route; those its declaration implies are derived (`routeErrors`). */
  readonly errors?: RouteErrors;
}

/** Whether a route is behind API Gateway with a function of its own: every route but those only the build reads. */
export const isDeployed = (route: Route): boolean => !route.buildOnly;

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

/** The status each `error_code` is answered with: the code alone tells the status. */
export const ERROR_STATUS = {
  malformed_json: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  plan_limit: 403,
  not_found: 404,
  route_not_found: 404,
  invalid_code: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  upload_rejected: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/**
 * The codes a route declares: every one but those any route may give, the
 * unexpected failure (500) and a service it needs being unreachable (503).
 */
export type DeclaredErrorCode = Exclude<ErrorCode, 'internal_error' | 'service_unavailable'>;

/**
 * Error answers a route declares by `error_code`: `true` for the code's usual
 * meaning, or the route's own reason (as the OpenAPI document shows it).
 */
export type RouteErrors = { readonly [C in DeclaredErrorCode]?: string | true };

/** One error answer a route may give. */
export interface RouteError {
  readonly status: number;
  readonly code: DeclaredErrorCode;
  readonly description: string;
}

const ERROR_MEANING: Record<DeclaredErrorCode, string> = {
  malformed_json: 'The body is not valid JSON.',
  unauthenticated: 'No valid token: missing, malformed, expired, or older than the last password change.',
  invalid_credentials: 'The e-mail or the password is wrong.',
  forbidden: 'The caller may not do this.',
  plan_limit: "The company's plan does not allow this.",
  not_found: 'Not found.',
  route_not_found: 'The route is not available.',
  invalid_code: 'The code is unknown, used up or expired.',
  conflict: 'It conflicts with the current state of the resource.',
  payload_too_large: 'The body is too large.',
  unsupported_media_type: 'The body is not JSON (`Content-Type`).',
  validation_failed: 'Invalid input.',
  upload_rejected: 'The uploaded file is not of an allowed type and size; it is deleted.',
  rate_limited: 'Too many attempts.',
};

/** What the body (or the headers) of an error carries beyond its message, for the codes that carry more. */
const ERROR_DETAILS: Partial<Record<DeclaredErrorCode, string>> = {
  validation_failed: '`errors` maps each field to its messages.',
  plan_limit: '`subscription_packages` names the plans that allow it.',
  rate_limited: '`Retry-After` tells the seconds to wait.',
};

/**
 * Every error answer of a route, by status: what its declaration implies (any
 * route checks the `X-Currency` header, and its params, query and body: 422; a
 * body may be broken JSON, too large or not JSON: 400, 413, 415, as may the
 * content type of any call that changes something: 415; a token: 401; roles
 * and cookies sent by another site: 403), then what the route declares in `errors`. The OpenAPI document
 * and the functions' tests both read a route's errors from here.
 */
export function routeErrors(route: Route): RouteError[] {
  const inputs = [route.params && 'path parameters', route.query && 'query', route.body && 'body'];
  const checked = [...inputs.filter((input) => typeof input === 'string'), '`X-Currency` header'];
  const roles = route.roles?.join(', ');
  const forbidden = [
    roles && `Only for ${roles} accounts${roles === 'admin' ? '' : ' and admins'}.`,
    route.auth !== 'public' && 'Never for a call with the `token` cookie made by a page of another site (`Origin`).',
  ].filter(Boolean);
  const implied: RouteErrors = {
    validation_failed: `Invalid ${new Intl.ListFormat('en', { type: 'disjunction' }).format(checked)}.`,
    ...(route.body && { malformed_json: true, payload_too_large: true }),
    ...((route.body || route.method !== 'GET') && { unsupported_media_type: 'A body or `Content-Type` not JSON.' }),
    ...(route.auth === 'bearer' && { unauthenticated: true }),
    ...(route.auth === 'optional' && { unauthenticated: 'A token was sent that is not valid.' }),
    ...(forbidden.length && { forbidden: forbidden.join(' ') }),
  };
  const codes = new Set([...Object.keys(implied), ...Object.keys(route.errors ?? {})] as DeclaredErrorCode[]);
  return [...codes]
    .map((code) => {
      const reasons = [implied[code], route.errors?.[code]].filter((reason) => typeof reason === 'string');
      const description = [reasons.join(' ') || ERROR_MEANING[code], ERROR_DETAILS[code]].filter(Boolean).join(' ');
      return { status: ERROR_STATUS[code], code, description };
    })
    .sort((a, b) => a.status - b.status);
}
