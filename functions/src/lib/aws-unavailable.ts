/**
 * Whether a failure means an AWS service (the table, mostly) or Stripe cannot serve us
 * for now, rather than a fault of ours: it could not be reached, it answered
 * 5xx, or it is throttling. Such a call is answered 503 `service_unavailable`
 * (try again shortly), not a 500.
 */

/** Connection failures, as Node names them (the clients keep the name in the message). */
const NETWORK_FAILURE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)\b|socket hang up/;

/** Error names of a busy or throttling service (DynamoDB and the SDK's own). */
const BUSY = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
  'RequestTimeout',
]);

interface AwsFailure {
  /** aws-lite names the service it called. */
  service?: unknown;
  statusCode?: unknown;
  /** The AWS SDK's metadata of the answer. */
  $metadata?: { httpStatusCode?: unknown };
  name?: unknown;
  code?: unknown;
  message?: unknown;
  /** The `stripe` package's error class name. */
  type?: unknown;
}

/** Stripe's errors of its connection, its own failures (5xx) and its rate limit. */
const STRIPE_UNAVAILABLE = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

export function isServiceUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as AwsFailure;
  if (STRIPE_UNAVAILABLE.has(String(failure.type))) return true;
  const text = [failure.code, failure.message].filter((part) => typeof part === 'string').join(' ');
  if (NETWORK_FAILURE.test(text)) return true;
  const fromAws = typeof failure.service === 'string' || typeof failure.$metadata === 'object';
  if (!fromAws) return false;
  const status = failure.statusCode ?? failure.$metadata?.httpStatusCode;
  return (
    (typeof status === 'number' && status >= 500) || BUSY.has(String(failure.name)) || BUSY.has(String(failure.code))
  );
}
