import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import type { Currency } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import type { Route } from '@migralink/shared/route';
import { logger, type Logger } from '#lib/logger';
import { authenticate, type AccountLookup, type Principal } from './auth';
import { ContractError } from './errors';
import { errorResponse } from './error-response';
import { accessLog } from './access-log';
import { corsOptions } from './cors';
import { fromEdge } from './origin';
import { parseInput } from './validate';
import { assertJson, readCurrency, readJsonBody, readLocale, readQuery } from './request';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** Everything a route's action gets: validated input, who is signed in (`principal`), language and currency. */
export interface ApiRequest<R extends Route> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  principal: R['auth'] extends 'bearer' ? Principal : Principal | undefined;
  locale: Locale;
  currency: Currency;
  event: APIGatewayProxyEventV2;
  /** The request came through CloudFront (it carried the origin secret): what the edge says of the viewer holds. */
  viaEdge: boolean;
  log: Logger;
}

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
/**
 * A file a route that declares one (`file`) answers instead of its JSON: its
 * bytes, sent base64 with `isBase64Encoded` as API Gateway requires of a
 * binary body, as an attachment named `filename`.
 */
export class FileAnswer {
  constructor(
    readonly bytes: Uint8Array,
    readonly filename: string,
  ) {}
}

type FileOf<R extends Route> = R['file'] extends object ? FileAnswer : never;
export type Action<R extends Route> = (request: ApiRequest<R>) => Promise<z.input<R['response']> | FileOf<R>>;

export interface HandlerOptions {
  /** How a token's account is read; the table by default. Unit tests pass a stub instead of a database. */
  accounts?: AccountLookup;
}

/**
 * Wraps a route's action in the middleware every handler shares, in a fixed
 * order: CORS headers on every answer, one access log line, errors mapped to
 * the error shape; then the origin check (only CloudFront may call), auth, input validation, the action, and a check that
 * the answer keeps the route's contract.
 */
export function createHandler<R extends Route>(route: R, action: Action<R>, options: HandlerOptions = {}) {
  return middy<ApiEvent, ApiResult, Error, Context>()
    .use(httpCors(corsOptions))
    .use(accessLog(route))
    .use(errorResponse())
    .handler(async (event, context) => {
      const viaEdge = await fromEdge(event);
      const locale = readLocale(event);
      // The one-click unsubscribe target reads no body: a mail client posts it a form (`Route.oneClick`).
      if (!route.oneClick) assertJson(event);
      const principal = await authenticate(route, event, options.accounts);
      const currency = readCurrency(event);
      const request = {
        params: route.params ? parseInput(route.params, event.pathParameters ?? {}, locale) : undefined,
        query: route.query ? parseInput(route.query, readQuery(event), locale) : undefined,
        body: route.body ? parseInput(route.body, readJsonBody(event) ?? {}, locale) : undefined,
        principal,
        locale,
        currency,
        event,
        viaEdge,
        log: logger.child({ request_id: context.awsRequestId, route: route.operationId }),
      } as ApiRequest<R>;
      return respond(route, await action(request), locale);
    });
}

function respond(route: Route, body: unknown, locale: Locale): ApiResult {
  if (body instanceof FileAnswer) return respondFile(route, body, locale);
  const checked = z.safeParse(route.response, body);
  if (!checked.success) {
    throw new ContractError(`${route.operationId} answered outside its contract`, { cause: checked.error });
  }
  return {
    statusCode: route.status ?? 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-language': locale,
      'cache-control': route.cacheSeconds ? `public, max-age=${route.cacheSeconds}` : 'no-store',
      vary: 'X-Localization, X-Currency',
    },
    body: route.status === 204 ? '' : JSON.stringify(checked.data),
  };
}

function respondFile(route: Route, file: FileAnswer, locale: Locale): ApiResult {
  if (!route.file) throw new ContractError(`${route.operationId} answered a file, which it does not declare`);
  return {
    statusCode: route.status ?? 200,
    headers: {
      'content-type': route.file.type,
      'content-disposition': `${route.file.inline ? 'inline' : 'attachment'}; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
      'content-language': locale,
      'cache-control': route.file.inline && route.cacheSeconds ? `public, max-age=${route.cacheSeconds}` : 'no-store',
      vary: 'X-Localization, X-Currency',
    },
    body: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('base64'),
    isBase64Encoded: true,
  };
}
