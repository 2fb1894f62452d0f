import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

/** An API Gateway HTTP API (v2) event with sensible defaults, overridable per test. */
export function apiEvent(
  overrides: Partial<APIGatewayProxyEventV2> & { method?: string } = {},
): APIGatewayProxyEventV2 {
  const { method = 'GET', ...rest } = overrides;
  const rawPath = rest.rawPath ?? '/v1/test';
  return {
    version: '2.0',
    routeKey: `${method} ${rawPath}`,
    rawPath,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${method} ${rawPath}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    ...rest,
  };
}

/** A Lambda context with a fresh request id. */
export function lambdaContext(): Context {
  return {
    awsRequestId: randomUUID(),
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-central-1:000000000000:function:test',
    memoryLimitInMB: '512',
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Invokes a handler and parses its JSON answer. */
export async function invoke(
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>,
  event: APIGatewayProxyEventV2,
) {
  const result = (await handler(event, lambdaContext())) as {
    statusCode: number;
    headers?: Record<string, string>;
    body?: string;
  };
  return {
    status: result.statusCode,
    headers: result.headers ?? {},
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}
