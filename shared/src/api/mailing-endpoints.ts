import type { Endpoint } from '../route';

/**
 * The footer's subscription form's calls (its form token and the request), made by endpoint so the contract's
 * schemas stay out of every page, and the unsubscribe target the mails' `List-Unsubscribe` names. Apart from
 * `endpoints.ts`, which the layout's script carries on every page: these load only with the form's code.
 */
export const FORM_TOKEN = {
  operationId: 'getFormToken',
  method: 'GET',
  path: '/v1/forms/token',
} as const satisfies Endpoint;

export const MAILING_SUBSCRIBE = {
  operationId: 'subscribeToMailing',
  method: 'POST',
  path: '/v1/mailing/subscribe',
} as const satisfies Endpoint;

/** A marketing mail's unsubscribe target: the mails' `List-Unsubscribe` header names it (RFC 8058 one click). */
export const UNSUBSCRIBE = {
  operationId: 'unsubscribe',
  method: 'POST',
  path: '/v1/unsubscribe',
} as const satisfies Endpoint;
