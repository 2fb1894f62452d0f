import { HttpError } from '#http/errors';
import { errorResponse } from '#http/error-response';
import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { corsOptions } from '#http/cors';

/** Answers every request that no route matches: 404 in the error shape. */
export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
  .use(httpCors(corsOptions))
  .use(errorResponse())
  .handler(async () => {
    throw new HttpError(404, 'route_not_found');
  });
