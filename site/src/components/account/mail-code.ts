import type { ApiError } from '@migralink/shared/client';

/** The shape of a code from a mail link (43 base64url characters, as the contract's `code`). */
const MAIL_CODE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value can be a mail code at all; anything else is an invalid link without asking the API. */
export function isMailCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && MAIL_CODE.test(value);
}

/** The API refused the code itself (unknown, used or expired), as opposed to failing to answer. */
export function isCodeRejected(error: ApiError): boolean {
  return (
    error.body.error_code === 'invalid_code' ||
    error.body.error_code === 'validation_failed' ||
    error.status === 404 ||
    error.status === 410
  );
}
