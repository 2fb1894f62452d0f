import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { ErrorBody, ErrorCode, FieldErrors } from '@migralink/shared/errors';
import type { Locale } from '@migralink/shared/locales';
import { messageFor } from './messages';

interface HttpErrorOptions {
  /** A message for the client; by default the localized text of the code. */
  message?: string;
  errors?: FieldErrors;
  subscriptionPackages?: SubscriptionPackage[];
  /** Response headers the answer must carry (e.g. `retry-after` on a 429). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * A failure with an HTTP status. Only errors below 500 show their message to
 * the client; anything else is answered with a generic 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly errors?: FieldErrors;
  readonly subscriptionPackages?: SubscriptionPackage[];
  readonly headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    options: HttpErrorOptions = {},
  ) {
    super(options.message ?? errorCode, { cause: options.cause });
    this.errors = options.errors;
    this.subscriptionPackages = options.subscriptionPackages;
    this.headers = options.headers;
    this.hasCustomMessage = options.message !== undefined;
  }

  private readonly hasCustomMessage: boolean;

  toBody(locale: Locale): ErrorBody {
    return {
      message: this.hasCustomMessage ? this.message : messageFor(this.errorCode, locale),
      code: this.statusCode,
      error_code: this.errorCode,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.subscriptionPackages ? { subscription_packages: this.subscriptionPackages } : {}),
    };
  }
}

export class ValidationError extends HttpError {
  override name = 'ValidationError';
  constructor(errors: FieldErrors, options: Omit<HttpErrorOptions, 'errors'> = {}) {
    super(422, 'validation_failed', { ...options, errors });
  }
}

export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError';
  constructor(options: HttpErrorOptions = {}) {
    super(401, 'unauthenticated', options);
  }
}

export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
  constructor(options: HttpErrorOptions = {}) {
    super(403, 'forbidden', options);
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  constructor(options: HttpErrorOptions = {}) {
    super(404, 'not_found', options);
  }
}

export class ConflictError extends HttpError {
  override name = 'ConflictError';
  constructor(options: HttpErrorOptions = {}) {
    super(409, 'conflict', options);
  }
}

/** Over a rate limit: 429 with `Retry-After`, the whole seconds until the caller may try again. */
export class TooManyRequestsError extends HttpError {
  override name = 'TooManyRequestsError';
  constructor(retryAfterSeconds: number, options: Omit<HttpErrorOptions, 'headers'> = {}) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'rate_limited', { ...options, headers: { 'retry-after': String(seconds) } });
  }
}

/** A handler answered with a body that breaks its own contract: our bug, not the caller's. */
export class ContractError extends Error {
  override name = 'ContractError';
}
