import type { Session } from '@migralink/shared/schemas/auth';
import { consumeCode, findCode } from '#data/codes';
import { newPasswordWrite } from '#data/credentials';
import { getUser, normalizeEmail, type User } from '#data/users';
import { hashPassword } from '#lib/passwords';
import { siteLink } from '#mail/links';
import { resetMail } from '#mail/reset';
import type { RequestContext } from '#http/request-context';
import { mailCode } from './activation-link';
import { hashCode } from './codes';
import { findUserByEmail } from './find-user';
import { invalidCode } from './invalid-code';
import { passwordChangedPut } from './password-changed-mail';
import { RATE_LIMITS, TIMING } from '#http/limits';
import { accountMessage } from './messages';
import { assertAcceptablePassword } from './password-policy';
import { countAttempts } from '#http/rate-limit';
import { startSession } from './session';
import { notSoonerThan } from './timing';

/**
 * Mails a reset link if the address is registered. The answer is the same
 * either way, and comes no sooner than a fixed time after the request, so
 * neither its words nor its duration tell whether the address has an account.
 */
export async function requestPasswordReset(email: string, context: RequestContext): Promise<{ message: string }> {
  const started = Date.now();
  const address = normalizeEmail(email);
  await countAttempts([
    { rule: RATE_LIMITS.resetMailIp, subject: context.ip },
    { rule: RATE_LIMITS.resetMailAccount, subject: address },
  ]);
  const user = await findUserByEmail(address);
  if (user) await mailResetLink(user);
  await notSoonerThan(started, TIMING.resetMailMinMs);
  return { message: accountMessage('resetMailed', context.locale) };
}

const mailResetLink = (user: User): Promise<void> =>
  mailCode(user, 'reset', (code, lifetime) =>
    resetMail(user.locale, {
      firstName: user.first_name,
      link: siteLink(user.locale, 'resetPassword', code),
      minutes: Math.round(lifetime / 60),
    }),
  );

/** Whether a reset code can still be used; 404 `invalid_code` if not. */
export async function checkResetCode(code: string, context: RequestContext): Promise<{ valid: true }> {
  await countAttempts([{ rule: RATE_LIMITS.checkCodeIp, subject: context.ip }]);
  if (!(await findCode('reset', hashCode(code)))) throw invalidCode();
  return { valid: true };
}

/**
 * Sets a new password with a reset code. Using up the code, storing the new
 * hash, raising `password_version` (every older token stops working) and
 * confirming the address (the mail proved it) are one transaction, with the
 * "password changed" mail. Signs in.
 */
export async function resetPassword(code: string, password: string, context: RequestContext): Promise<Session> {
  await countAttempts([{ rule: RATE_LIMITS.resetIp, subject: context.ip }]);
  const codeHash = hashCode(code);
  const found = await findCode('reset', codeHash);
  const user = found && (await getUser(found.user_id));
  if (!found || !user) throw invalidCode();
  assertAcceptablePassword(password, user.email, context.locale);
  const passwordHash = await hashPassword(password);
  const change = { userId: user.id, passwordHash, expectedVersion: user.password_version, confirmEmail: true };
  const mail = passwordChangedPut(user, user.password_version + 1);
  if (!(await consumeCode(codeHash, found, [newPasswordWrite(change), mail]))) throw invalidCode();
  const updated: User = {
    ...user,
    password_hash: passwordHash,
    password_version: user.password_version + 1,
    email_verified: true,
  };
  return startSession(updated, context.locale);
}
