import type { Session } from '@migralink/shared/schemas/auth';
import { consumeCode, findCode, findUsedCode } from '#data/codes';
import { confirmEmailWrite } from '#data/credentials';
import { getUser, type User } from '#data/users';
import { ConflictError, UnauthorizedError } from '#http/errors';
import { siteLink } from '#mail/links';
import { mailPut } from '#mail/outbox';
import { welcomeMail } from '#mail/welcome';
import type { RequestContext } from '#http/request-context';
import { mailActivationLink } from './activation-link';
import { hashCode } from './codes';
import { invalidCode } from './invalid-code';
import { RATE_LIMITS } from '#http/limits';
import { accountMessage } from './messages';
import { countAttempts } from '#http/rate-limit';
import { startSession } from './session';

/**
 * Confirms the address with a code from the activation mail: the code is
 * used up, the address marked confirmed and the welcome queued in one
 * transaction; then signs in. The same link opened again (another browser, a day
 * later) answers 409 that the address is confirmed already, and signs no one
 * in: only the holder of the mailed code learns that it was used.
 */
export async function activateEmail(code: string, context: RequestContext): Promise<Session> {
  await countAttempts([{ rule: RATE_LIMITS.activationIp, subject: context.ip }]);
  const codeHash = hashCode(code);
  const found = await findCode('activation', codeHash);
  const user = found && (await getUser(found.user_id));
  if (!found || !user || !(await consumeCode(codeHash, found, [confirmEmailWrite(user.id), welcomePut(user)]))) {
    await refuseUsedCode(codeHash, context);
    throw invalidCode();
  }
  const confirmed: User = { ...user, email_verified: true };
  return startSession(confirmed, context.locale);
}

/** The welcome, queued with the confirmation: one per account. */
const welcomePut = (user: User) =>
  mailPut({
    id: `welcome:${user.id}`,
    kind: 'welcome',
    to: user.email,
    ...welcomeMail(user.locale, { firstName: user.first_name, link: siteLink(user.locale, 'profile') }),
  });

/** A used activation code of a confirmed address: 409 `conflict`, saying so. Anything else returns. */
async function refuseUsedCode(codeHash: string, context: RequestContext): Promise<void> {
  const used = await findUsedCode('activation', codeHash);
  const user = used && (await getUser(used.user_id));
  if (user?.email_verified) throw new ConflictError({ message: accountMessage('alreadyConfirmed', context.locale) });
}

/** Mails the signed-in user a new activation link, unless the address is confirmed already. */
export async function resendActivation(userId: string, context: RequestContext): Promise<{ message: string }> {
  await countAttempts([
    { rule: RATE_LIMITS.activationMailIp, subject: context.ip },
    { rule: RATE_LIMITS.activationMailAccount, subject: userId },
  ]);
  const user = await getUser(userId);
  if (!user) throw new UnauthorizedError();
  if (user.email_verified) return { message: accountMessage('alreadyConfirmed', context.locale) };
  await mailActivationLink(user);
  return { message: accountMessage('activationMailed', context.locale) };
}
