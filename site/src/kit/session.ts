import { ApiError } from '@migralink/shared/client';

/*
 * Apart from problems.ts (which names the error codes, with the contract's schemas), so a
 * loader on a public page tells an expired session without bringing zod along.
 */

/** The token is no longer accepted (expired, or the password was changed elsewhere): sign in again. */
export function isSessionExpired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const code = error.body.error_code;
  return code === undefined || code === 'unauthenticated';
}
