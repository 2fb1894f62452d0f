import type { Endpoint } from '../route';

/**
 * Routes that every public page calls, by method and path only: the search
 * islands of the landing pages call them through these, typed by the full routes, so the schemas (and zod with them) stay out
 * of those pages' JavaScript. The routes in `catalogue.ts` and `reference.ts`
 * are built on them.
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

export const ADVERTISEMENT_EVENTS = {
  operationId: 'recordAdvertisementEvents',
  method: 'POST',
  path: '/v1/advertisements/events',
} as const satisfies Endpoint;

/** One passport's visa map: the companies search shows the rule of the visitor's passport for the destination. */
export const VISA_MAP = {
  operationId: 'getVisaMap',
  method: 'GET',
  path: '/v1/countries/{id}/visa-map',
} as const satisfies Endpoint;

/** The visitor's country: the visa map, a service's visa rule and the lead popup ask it when they need it. */
export const IP_COUNTRY = { operationId: 'getIpCountry', method: 'GET', path: '/v1/ip' } as const satisfies Endpoint;

/** The signed-in account's unread counts: every page's header asks for them (`<auth-menu>`), so it calls by endpoint. */
export const UNREAD_COUNTS = {
  operationId: 'getUnreadCounts',
  method: 'GET',
  path: '/v1/account/unread',
} as const satisfies Endpoint;
