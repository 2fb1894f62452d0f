import type { Session } from '@migralink/shared/schemas/auth';
import { upgradePasswordHash } from '#data/credentials';
import { normalizeEmail } from '#data/users';
import { HttpError } from '#http/errors';
import { hashPassword, needsRehash, verifyPassword } from '#lib/passwords';
import type { RequestContext } from '#http/request-context';
import { findUserByEmail } from './find-user';
import { RATE_LIMITS } from '#http/limits';
import { DUMMY_PASSWORD_HASH } from './dummy-password-hash';
import { countAttempts } from '#http/rate-limit';
import { startSession } from './session';

/**
 * Signs in with e-mail and password. An unknown address and a wrong password
 * get the same 401 `invalid_credentials` after the same work. Failures count
 * against the client address, the (account, address) pair and the account;
 * a success is taken back from all three. Only the first two refuse: many
 * failures at an account from anywhere slow its sign-ins, never lock them, so
 * the owner's right password from an address that has not failed gets in.
 */
export async function signIn(input: { email: string; password: string }, context: RequestContext): Promise<Session> {
  const email = normalizeEmail(input.email);
  const counted = await countAttempts([
    { rule: RATE_LIMITS.signinIp, subject: context.ip },
    { rule: RATE_LIMITS.signinAccountIp, subject: `${email} ${context.ip}` },
    { rule: RATE_LIMITS.signinAccount, subject: email },
  ]);
  const user = await findUserByEmail(email);
  const matches = await verifyPassword(input.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  // A blocked account gets no session (docs/product.md, "Staff area"); said like a wrong password, no more.
  if (!user || !matches || user.blocked_at) throw new HttpError(401, 'invalid_credentials');
  await counted.forgive();
  if (needsRehash(user.password_hash)) {
    await upgradePasswordHash(user.id, user.password_hash, await hashPassword(input.password));
  }
  return startSession(user, context.locale);
}
