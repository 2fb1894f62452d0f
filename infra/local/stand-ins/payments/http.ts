import type { IncomingMessage, ServerResponse } from 'node:http';
import { StripeApiError } from './errors';
import type { EventCause } from './events';
import { parseForm, type FormObject, type FormValue } from './form';
import type { PaymentsSimulator } from './simulator';

/**
 * The simulator's small HTTP vocabulary: a route is a method, a path pattern
 * and a function from the parsed request to an answer (JSON, a page or a
 * redirect); the server writes the answer.
 */

export interface SimRequest {
  method: string;
  url: URL;
  /** The pattern's captured path segments (ids). */
  params: string[];
  /** The parameters: the query of a GET, the body of a POST (form or JSON), read the same way. */
  form: FormObject;
  cause: EventCause;
  simulator: PaymentsSimulator;
}

export type Answer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'html'; status: number; body: string }
  | { kind: 'redirect'; location: string };

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  /** Hosted pages are opened by the customer's browser, without the secret key. */
  public?: boolean;
  handle(request: SimRequest): Answer | Promise<Answer>;
}

export const json = (body: unknown, status = 200): Answer => ({ kind: 'json', status, body });
export const html = (body: string, status = 200): Answer => ({ kind: 'html', status, body });
export const redirect = (location: string): Answer => ({ kind: 'redirect', location });

/** The first captured id of the route's pattern. */
export function param(request: SimRequest, index = 0): string {
  const value = request.params[index];
  if (value === undefined) throw new Error(`The route has no parameter ${index}`);
  return decodeURIComponent(value);
}

/** Stripe refuses larger requests; so does the simulator, before reading further. */
const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new StripeApiError(413, 'invalid_request_error', 'Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A body as parameters: stripe-node and the hosted pages send forms, the control API may send JSON. */
export function parseParameters(contentType: string | undefined, body: string, query: string): FormObject {
  const fromQuery = parseForm(query);
  if (body === '') return fromQuery;
  if (contentType?.startsWith('application/json')) {
    const value = jsonAsForm(parseJson(body));
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new StripeApiError(400, 'invalid_request_error', 'The JSON body must be an object');
    }
    return { ...fromQuery, ...value };
  }
  return { ...fromQuery, ...parseForm(body) };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new StripeApiError(400, 'invalid_request_error', 'The body is not valid JSON');
  }
}

/** JSON values read as form values (numbers and booleans as their text), so one set of readers serves both. */
function jsonAsForm(value: unknown): FormValue {
  if (Array.isArray(value)) return value.map(jsonAsForm);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, jsonAsForm(child)]));
  }
  return value === null || value === undefined ? '' : String(value);
}

/** Writes an answer; every answer carries a `Request-Id` as Stripe's do. */
export function writeAnswer(response: ServerResponse, answer: Answer, headers: Record<string, string>): void {
  if (answer.kind === 'redirect') {
    response.writeHead(303, { ...headers, Location: answer.location });
    response.end();
    return;
  }
  const isJson = answer.kind === 'json';
  const body = isJson ? JSON.stringify(answer.body) : answer.body;
  response.writeHead(answer.status, {
    ...headers,
    'Content-Type': isJson ? 'application/json' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(body);
}
