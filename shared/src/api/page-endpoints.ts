import type { Endpoint } from '../route';

/**
 * Routes that one page calls, by method and path only, so the schemas (and zod with them) stay out of its
 * JavaScript. Apart from `endpoints.ts`, which the layout's script carries on every page: these load only with
 * the page that calls them.
 */

/** Up to four passports side by side: the comparison page only shows the answer, so it calls by endpoint. */
export const VISA_MAP_LIST = {
  operationId: 'compareVisaMaps',
  method: 'GET',
  path: '/v1/countries/visa-map-list',
} as const satisfies Endpoint;

/** A certificate by its number: its public page only shows the answer. */
export const CERTIFICATE_VERIFICATION = {
  operationId: 'verifyCertificate',
  method: 'GET',
  path: '/v1/certificates/{number}',
} as const satisfies Endpoint;

/** The platform's public keys: the certificate page checks a PDF's credential with them. */
export const SIGNING_KEYS = {
  operationId: 'signingKeys',
  method: 'GET',
  path: '/.well-known/jwks.json',
} as const satisfies Endpoint;
