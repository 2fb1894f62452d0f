import type { SubscriptionPackage } from './enums';

/** Machine-readable reasons a client may branch on, beside the HTTP status. */
export const ERROR_CODES = [
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthenticated',
  'invalid_credentials',
  'invalid_code',
  'upload_rejected',
  'forbidden',
  'not_found',
  'route_not_found',
  'conflict',
  'rate_limited',
  'plan_limit',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape every failing response has (its schema, for the OpenAPI document: `schemas/error-body.ts`). */
export interface ErrorBody {
  message: string;
  code: number;
  error_code?: ErrorCode;
  errors?: Record<string, string[]>;
  subscription_packages?: SubscriptionPackage[];
}

/** Field path → messages, as in `errors`. */
export type FieldErrors = Record<string, string[]>;
