import * as z from 'zod/mini';
import { SUBSCRIPTION_PACKAGES } from './enums';

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

/** The one error shape every failing response has. */
export const errorBody = z.object({
  message: z.string(),
  code: z.number(),
  error_code: z.optional(z.enum(ERROR_CODES)),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  subscription_packages: z.optional(z.array(z.enum(SUBSCRIPTION_PACKAGES))),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Field path → messages, as in `errors`. */
export type FieldErrors = Record<string, string[]>;
