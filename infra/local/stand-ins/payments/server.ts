import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { LOOPBACK, loopbackUrl } from '../../settings';
import type { RunningService } from '../dynamodb-local';
import { apiRoutes } from './api';
import { controlRoutes } from './control';
import { StripeApiError } from './errors';
import type { SignedEvent } from './events';
import { hostedRoutes } from './hosted';
import { html, json, parseParameters, readBody, writeAnswer, type Answer, type Route, type SimRequest } from './http';
import { missingPage } from './pages';
import { PaymentsSimulator, type PaymentsOptions } from './simulator';
import type { DeliveryMode } from './webhooks';

export type { PaymentsOptions } from './simulator';

/** The running simulator, with what tests in the same process use instead of the control API. */
export interface PaymentsService extends RunningService {
  /** Resolves when every webhook delivery under way has succeeded or been given up. */
  settled(): Promise<void>;
  /** The events made so far (of `type`, after the event `after`), with fresh signatures. */
  events(filter?: { type?: string; after?: string }): SignedEvent[];
  setDeliveryMode(mode: DeliveryMode): void;
}

const ROUTES: readonly Route[] = [...apiRoutes, ...controlRoutes, ...hostedRoutes];

/** A POST's answer kept under its `Idempotency-Key`, with what was asked, to replay it or refuse a different request. */
interface Replay {
  request: string;
  answer: Answer;
}

/**
 * A local stand-in for Stripe on `port`: the part of its REST API the product
 * uses (for the real `stripe` client pointed at it), the hosted checkout,
 * portal and invoice pages, and signed webhooks to `options.webhookUrl`.
 */
export async function startPayments(port: number, options: PaymentsOptions): Promise<PaymentsService> {
  const baseUrl = options.publicUrl ?? loopbackUrl(port);
  const simulator = new PaymentsSimulator(baseUrl, options);
  const replays = new Map<string, Promise<Replay>>();
  const server = createServer((request, response) => {
    void serve(request, response, { simulator, replays, secretKey: options.secretKey }).catch((error: unknown) => {
      options.log?.(`payments: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) writeAnswer(response, json(apiError(500, 'Internal error'), 500), {});
      else response.end();
    });
  });
  server.listen(port, LOOPBACK);
  await once(server, 'listening');
  return {
    endpoint: loopbackUrl(port),
    settled: () => simulator.delivery.settled(),
    events: ({ type, after } = {}) => simulator.events.list({ type: type ?? null, after: after ?? null }),
    setDeliveryMode: (mode) => simulator.setDeliveryMode(mode),
    stop: async () => {
      simulator.delivery.close();
      await simulator.delivery.settled();
      simulator.save();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const apiError = (status: number, message: string) => new StripeApiError(status, 'api_error', message).toJSON();

interface ServeContext {
  simulator: PaymentsSimulator;
  replays: Map<string, Promise<Replay>>;
  secretKey: string;
}

async function serve(request: IncomingMessage, response: ServerResponse, context: ServeContext): Promise<void> {
  const requestId = `req_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  const headers = { 'Request-Id': requestId };
  const url = new URL(request.url ?? '/', 'http://simulator');
  const method = request.method ?? 'GET';
  const matched = findRoute(method, url.pathname);
  if (!matched) {
    const known = ROUTES.some((route) => route.path.test(url.pathname));
    const message = `Unrecognized request URL (${method}: ${url.pathname}).`;
    return writeAnswer(
      response,
      json(new StripeApiError(known ? 405 : 404, 'invalid_request_error', message).toJSON(), known ? 405 : 404),
      headers,
    );
  }
  const { route, params } = matched;
  if (!route.public && !authorized(request, context.secretKey)) {
    return writeAnswer(response, json(unauthorized(request), 401), headers);
  }
  const body = await readBody(request);
  const idempotencyKey = method === 'POST' && !route.public ? headerValue(request, 'idempotency-key') : null;
  const input = {
    method,
    url,
    params,
    body,
    contentType: request.headers['content-type'],
    cause: { requestId, idempotencyKey },
    simulator: context.simulator,
  };
  if (idempotencyKey === null) return writeAnswer(response, await answerFor(route, input), headers);

  const fingerprint = `${method} ${url.pathname} ${body}`;
  const earlier = context.replays.get(idempotencyKey);
  const keyed = { ...headers, 'Idempotency-Key': idempotencyKey };
  if (earlier) return writeReplay(response, await earlier, fingerprint, keyed);
  // Kept before it is answered, so a retry racing the first request waits for its answer instead of acting twice.
  const answered = answerFor(route, input).then((answer) => ({ request: fingerprint, answer }));
  context.replays.set(idempotencyKey, answered);
  const { answer } = await answered.catch((error: unknown) => {
    context.replays.delete(idempotencyKey);
    throw error;
  });
  if (answer.kind === 'json' && answer.status >= 500) context.replays.delete(idempotencyKey);
  writeAnswer(response, answer, keyed);
}

function findRoute(method: string, pathname: string): { route: Route; params: string[] } | undefined {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.path.exec(pathname);
    if (match) return { route, params: match.slice(1) };
  }
  return undefined;
}

/** Runs the route; Stripe's errors become their answers (a hosted page shows a page instead of JSON). */
async function answerFor(
  route: Route,
  input: Omit<SimRequest, 'form'> & { body: string; contentType: string | undefined },
): Promise<Answer> {
  try {
    const form = parseParameters(input.contentType, input.body, input.url.search.slice(1));
    return await route.handle({ ...input, form });
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    if (route.public && route.method === 'GET') return html(missingPage(error.message), error.status);
    return json(error.toJSON(), error.status);
  }
}

/** A repeated key answers what the first request got; the same key with another request is refused, as at Stripe. */
function writeReplay(
  response: ServerResponse,
  replay: Replay,
  fingerprint: string,
  headers: Record<string, string>,
): void {
  if (replay.request !== fingerprint) {
    const error = new StripeApiError(
      400,
      'idempotency_error',
      'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    );
    return writeAnswer(response, json(error.toJSON(), 400), headers);
  }
  writeAnswer(response, replay.answer, { ...headers, 'Idempotent-Replayed': 'true' });
}

/** stripe-node authenticates with `Authorization: Bearer <secret key>`. */
function authorized(request: IncomingMessage, secretKey: string): boolean {
  return headerValue(request, 'authorization') === `Bearer ${secretKey}`;
}

function unauthorized(request: IncomingMessage) {
  const given = headerValue(request, 'authorization');
  const message = given
    ? 'Invalid API Key provided.'
    : 'You did not provide an API key. Provide it in the Authorization header (Authorization: Bearer YOUR_SECRET_KEY).';
  return { error: { type: 'invalid_request_error', message } };
}

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
