import type { Session } from '@migralink/shared/schemas/auth';
import { changeUserPassword } from '#data/user-updates';
import { getUser } from '#data/users';
import type { Principal } from '#http/auth';
import { UnauthorizedError, ValidationError } from '#http/errors';
import { hashPassword, verifyPassword } from '#lib/passwords';
import type { RequestContext } from '#http/request-context';
import { RATE_LIMITS } from '#http/limits';
import { accountMessage } from './messages';
import { passwordChangedPut } from './password-changed-mail';
import { passwordProblems } from './password-policy';
import { countAttempts } from '#http/rate-limit';
import { startSession } from './session';

/**
 * Changes the signed-in user's password after checking the current one. The
 * new hash and the raised `password_version` are one conditional UpdateItem on
 * the version the caller's token carries, so every older token (this one
 * included) stops working; the answer holds a new one.
 */
export async function changePassword(
  principal: Principal,
  input: { current_password: string; password: string },
  context: RequestContext,
): Promise<Session> {
  const user = await getUser(principal.userId);
  if (!user) throw new UnauthorizedError();
  const counted = await countAttempts([{ rule: RATE_LIMITS.changePasswordAccount, subject: user.id }]);
  const currentMatches = await verifyPassword(input.current_password, user.password_hash);
  if (currentMatches) await counted.forgive();
  const errors: Record<string, string[]> = {};
  if (!currentMatches) errors.current_password = [accountMessage('wrongCurrentPassword', context.locale)];
  const problems = passwordProblems(input.password, user.email, context.locale);
  if (problems.length) errors.password = problems;
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const passwordHash = await hashPassword(input.password);
  const updated = await changeUserPassword(
    { userId: user.id, passwordHash, expectedVersion: principal.passwordVersion },
    [passwordChangedPut(user, principal.passwordVersion + 1)],
  );
  // Gone, or its password changed since this token was checked: this token is no longer valid.
  if (!updated) throw new UnauthorizedError();
  return startSession(updated, context.locale);
}
