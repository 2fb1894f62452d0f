import { randomInt, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiEvent } from './events';

/** A fresh address: test files share one table and one mail store. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID()}@example.com`;

/** A fresh client address: per-IP rate limits are shared by every test file that runs at the same time. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface CallOptions {
  body?: unknown;
  pathParameters?: Record<string, string>;
  rawQueryString?: string;
  headers?: Record<string, string>;
  /** The client address API Gateway reports; a random one by default. */
  ip?: string;
  token?: string;
}

/** An API Gateway event for an account route: JSON body, client address and optional bearer token. */
export function accountEvent(method: string, rawPath: string, options: CallOptions = {}): APIGatewayProxyEventV2 {
  const event = apiEvent({
    method,
    rawPath,
    rawQueryString: options.rawQueryString ?? '',
    pathParameters: options.pathParameters,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  event.requestContext.http.sourceIp = options.ip ?? randomIp();
  return event;
}
