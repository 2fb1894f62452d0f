import { randomUUID } from 'node:crypto';
import { getUser } from '#data/users';
import { UnauthorizedError } from '#http/errors';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { queueMail } from '#mail/outbox';
import { newsletterById } from './newsletters';
import { testMail } from './newsletter-mail';

/** A newsletter as it is now, to the caller's own address (at most 20 an hour per user): a new mail each time. */
export async function sendTest(id: string, userId: string): Promise<{ to: string }> {
  await countAttempts([{ rule: RATE_LIMITS.newsletterTestUser, subject: userId }]);
  const [newsletter, user] = await Promise.all([newsletterById(id), getUser(userId)]);
  if (!user) throw new UnauthorizedError();
  await queueMail(await testMail(newsletter, user.email, randomUUID()));
  return { to: user.email };
}
