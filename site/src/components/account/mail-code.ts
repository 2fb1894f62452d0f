import { ApiError } from '@migralink/shared/client';

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

/**
 * Uses the code of a mail link: `invalid()` without asking the API when the
 * value cannot be a code, or when the API refuses it; any other failure is thrown.
 */
export async function withMailCode<T>(
  code: string | null,
  use: (code: string) => Promise<T>,
  invalid: () => T,
): Promise<T> {
  if (!isMailCode(code)) return invalid();
  try {
    return await use(code);
  } catch (error) {
    if (error instanceof ApiError && isCodeRejected(error)) return invalid();
    throw error;
  }
}
