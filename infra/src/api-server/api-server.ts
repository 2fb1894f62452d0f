import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { EDGE_HEADERS } from '@migralink/functions/http/edge';
import type { Route } from '@migralink/shared/route';
import { NOT_FOUND_HANDLER } from '@migralink/shared/routes';
import { handlerEntry } from '../paths';
import { matchRoute, compileRoutes } from './route-matcher';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** API Gateway refuses larger requests before any function runs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const TEXT_TYPES = /^(application\/(json|[\w.+-]+\+json|xml|x-www-form-urlencoded)|text\/)/i;

export interface LocalApiOptions {
  routes: readonly Route[];
  /** Origins whose preflight requests are answered, as the HTTP API's CORS settings do in AWS. */
  corsOrigins: readonly string[];
  /** Loads a handler module; by default the route's TypeScript source, so edits apply on restart. */
  loadHandler?: (handler: string) => Promise<LambdaHandler>;
  /**
   * The origin secret the functions are configured with: added to every
   * request as CloudFront adds it in AWS, since locally nothing stands in
   * front of this server (the viewer address is then taken as the client sends it).
   */
  originSecret?: string;
  /** The time a handler has (its context's remaining time): the functions' 10 s in AWS unless told. */
  timeoutMs?: number;
}

/** A route's handler from its TypeScript source. */
export const importHandler = async (handler: string): Promise<LambdaHandler> =>
  ((await import(pathToFileURL(handlerEntry(handler)).href)) as { handler: LambdaHandler }).handler;

/**
 * The local stand-in for API Gateway (HTTP API, payload 2.0): it turns each
 * request into the event AWS sends, calls the very handler of the route
 * table that AWS would call, and writes its answer back.
 */
export function createLocalApi({
  routes,
  corsOrigins,
  loadHandler = importHandler,
  originSecret,
  timeoutMs = 10_000,
}: LocalApiOptions): Server {
  const table = compileRoutes(routes);
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const handlerFor = (module: string) => {
    let loaded = handlers.get(module);
    if (!loaded) handlers.set(module, (loaded = loadHandler(module)));
    return loaded;
  };

  return createServer((request, response) => {
    void serve(request, response).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', message: 'local API failure', error: String(error) }));
      if (!response.headersSent) writeJson(response, 500, { message: 'Internal Server Error' });
      else response.end();
    });
  });

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://local');
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return preflight(request, response, corsOrigins);
    }
    const body = await readBody(request);
    if (body === 'too-large') return writeJson(response, 413, { message: 'Request Entity Too Large' });

    const matched = matchRoute(table, method, url.pathname);
    const module = matched?.route.handler ?? NOT_FOUND_HANDLER;
    const event = toEvent(request, url, method, body, matched);
    if (originSecret) event.headers[EDGE_HEADERS.originVerify] = originSecret;
    const context = lambdaContext(matched?.route.operationId ?? 'not-found', timeoutMs);
    let result: unknown;
    try {
      result = await (await handlerFor(module))(event, context);
    } catch (error) {
      // A handler that throws is a crashed invocation: API Gateway answers 500 with its own body.
      console.error(
        JSON.stringify({ level: 'error', message: 'handler crashed', handler: module, error: String(error) }),
      );
      return writeJson(response, 500, { message: 'Internal Server Error' });
    }
    writeResult(response, result);
  }
}

type Matched = ReturnType<typeof matchRoute>;

function toEvent(
  request: IncomingMessage,
  url: URL,
  method: string,
  body: Buffer | undefined,
  matched: Matched,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = request.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const contentType = headers['content-type'] ?? '';
  const isText = !contentType || TEXT_TYPES.test(contentType);
  const routeKey = matched ? `${matched.route.method} ${matched.route.path}` : '$default';
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies?.length ? cookies : undefined,
    headers,
    queryStringParameters: url.search ? queryParameters(url.searchParams) : undefined,
    pathParameters: matched && Object.keys(matched.pathParameters).length ? matched.pathParameters : undefined,
    body: body === undefined ? undefined : body.toString(isText ? 'utf8' : 'base64'),
    isBase64Encoded: body !== undefined && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
}

/** API Gateway joins repeated query keys with commas in `queryStringParameters`. */
function queryParameters(search: URLSearchParams): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [key, value] of search) joined[key] = key in joined ? `${joined[key]},${value}` : value;
  return joined;
}

function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    awsRequestId: randomUUID(),
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size > MAX_PAYLOAD_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return size ? Buffer.concat(chunks) : undefined;
}

/** Writes a handler's answer as API Gateway does, including its inference for answers that are not structured. */
function writeResult(response: ServerResponse, result: unknown) {
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result ?? '') };
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body ?? '';
  response.writeHead(structured.statusCode ?? 200, headers);
  response.end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

function writeJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function preflight(request: IncomingMessage, response: ServerResponse, origins: readonly string[]) {
  const origin = request.headers.origin;
  if (!origin || !origins.includes(origin)) {
    response.writeHead(204);
    return response.end();
  }
  response.writeHead(204, {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
    'access-control-max-age': '600',
    vary: 'Origin',
  });
  response.end();
}
