/**
 * Stripe's errors: an HTTP status and `{ error: { type, code?, param?, message } }`.
 * stripe-node turns that body into its own error classes (`StripeInvalidRequestError`,
 * `StripeAuthenticationError`, …), so the product's code sees what it would see from Stripe.
 */
export class StripeApiError extends Error {
  override name = 'StripeApiError';
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'api_error' | 'idempotency_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, code: this.code, param: this.param } };
  }
}

/** A parameter the request got wrong: 400, naming it. */
export class ParameterError extends StripeApiError {
  override name = 'ParameterError';
  constructor(
    param: string,
    message: string,
    code: 'parameter_invalid' | 'parameter_missing' | 'parameter_unknown' = 'parameter_invalid',
  ) {
    super(400, 'invalid_request_error', message, code, param);
  }
}

/** An unknown id: 404 `resource_missing`. */
export class MissingResource extends StripeApiError {
  override name = 'MissingResource';
  constructor(resource: string, id: string, param = 'id') {
    super(404, 'invalid_request_error', `No such ${resource}: '${id}'`, 'resource_missing', param);
  }
}

/** A change the object's state does not allow (paying a completed session, renewing an ended subscription). */
export class StateConflict extends StripeApiError {
  override name = 'StateConflict';
  constructor(message: string, code = 'invalid_state') {
    super(400, 'invalid_request_error', message, code);
  }
}
