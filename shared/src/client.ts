import type { ErrorBody } from './errors';
import type { Endpoint, Route, RouteInput, RouteOutput } from './route';
import { buildPath } from './route';

/** A failed call: the HTTP status and the server's error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

export interface ApiClientOptions {
  /** Origin the /v1 paths are resolved against; '' means the page's own origin. */
  baseUrl: string;
  /** Headers sent with every call: token, language, currency, fingerprint. */
  headers?: () => Record<string, string | undefined>;
  fetch?: typeof fetch;
}

/** Serializes a query object; arrays become repeated `key[]` entries, empty values are left out. */
export function toQueryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null && item !== '') search.append(`${key}[]`, String(item));
    } else if (value !== undefined && value !== null && value !== '') {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A typed caller for the routes of the table: `call(listCountries, {})`, or by
 * an endpoint typed by its route: `call<typeof search>(SEARCH, { query })`.
 */
export function createApiClient(options: ApiClientOptions) {
  // Looked up at each call, not bound once: a page (or a test) may replace `fetch` after the client is made.
  const doFetch: typeof fetch = (url, init) => (options.fetch ?? globalThis.fetch)(url, init);
  return async function call<R extends Route>(route: R | Endpoint<R>, input: RouteInput<R>): Promise<RouteOutput<R>> {
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const url = options.baseUrl + buildPath(route.path, params) + toQueryString(query);
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [name, value] of Object.entries(options.headers?.() ?? {})) if (value) headers[name] = value;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(url, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (payload ?? {}) as Partial<ErrorBody>;
      throw new ApiError(response.status, {
        ...error,
        message: error.message ?? response.statusText,
        code: Number(error.code ?? response.status),
      });
    }
    return payload as RouteOutput<R>;
  };
}
export type ApiCall = ReturnType<typeof createApiClient>;
