import type { Endpoint } from '../route';

/**
 * The search's routes by method and path only. The search islands on every
 * landing page call them through these, typed by the full routes, so the
 * schemas (and zod with them) stay out of those pages' JavaScript. The routes
 * in `catalogue.ts` and `reference.ts` are built on them.
 */
export const SEARCH = { operationId: 'search', method: 'GET', path: '/v1/search' } as const satisfies Endpoint;

export const SEARCH_COUNT = {
  operationId: 'searchCount',
  method: 'GET',
  path: '/v1/search/count',
} as const satisfies Endpoint;

export const SEARCH_INIT = {
  operationId: 'getSearchInit',
  method: 'GET',
  path: '/v1/search/init',
} as const satisfies Endpoint;
