import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isServiceUnavailable } from '#lib/aws-unavailable';
import { CONTENTION_MESSAGE, ContentionError } from '#lib/contention';
import { HttpError } from './errors';
import { readLocale } from './request';

/**
 * Any HttpError becomes its own status and body; a service that cannot be reached a 503;
 * a change that kept meeting others (contention) a 409 asking to try again; anything else
 * a generic 500 (logged by the access log).
 */
export function errorResponse(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      const locale = readLocale(request.event);
      const error =
        request.error instanceof HttpError
          ? request.error
          : isServiceUnavailable(request.error)
            ? new HttpError(503, 'service_unavailable', { cause: request.error })
            : request.error instanceof ContentionError
              ? new HttpError(409, 'conflict', { message: CONTENTION_MESSAGE[locale], cause: request.error })
              : new HttpError(500, 'internal_error');
      request.response = {
        ...request.response,
        statusCode: error.statusCode,
        headers: {
          ...request.response?.headers,
          'content-type': 'application/json; charset=utf-8',
          'content-language': locale,
          'cache-control': 'no-store',
          ...error.headers,
        },
        body: JSON.stringify(error.toBody(locale)),
      };
    },
  };
}
