import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Route } from '@migralink/shared/route';
import { logger } from '#lib/logger';
import { HttpError } from './errors';

type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

/** One structured line per request, with its request id, status and duration; errors of 500 with their cause. */
export function accessLog(
  route: Route,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context> {
  const started = new WeakMap<Request, number>();
  const write = (request: Request) => {
    const status = request.response?.statusCode ?? 500;
    const fields = {
      request_id: request.context.awsRequestId,
      route: route.operationId,
      method: request.event.requestContext?.http?.method,
      // The route's template, never the path sent: some path parameters are secrets (mailed codes).
      path: route.path,
      status,
      duration_ms: Date.now() - (started.get(request) ?? Date.now()),
    };
    const error = request.error;
    if (status >= 500) logger.error('request failed', { ...fields, error });
    else if (error instanceof HttpError) logger.info('request refused', { ...fields, error_code: error.errorCode });
    else logger.info('request', fields);
  };
  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: write,
    onError: write,
  };
}
