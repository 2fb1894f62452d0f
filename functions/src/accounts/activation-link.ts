import { putCode } from '#data/codes';
import type { User } from '#data/users';
import { activationMail } from '#mail/activation';
import { siteLink } from '#mail/links';
import { mailPut } from '#mail/outbox';
import { hashCode, newCode } from './codes';
import { CODE_LIFETIME_SECONDS } from '#http/limits';

/**
 * Stores a fresh activation code (older ones stop working) and queues its link in the user's language, in one
 * transaction: one mail per code.
 */
export async function mailActivationLink(user: User): Promise<void> {
  const code = newCode();
  const codeHash = hashCode(code);
  const lifetime = CODE_LIFETIME_SECONDS.activation;
  const mail = activationMail(user.locale, {
    firstName: user.first_name,
    link: siteLink(user.locale, 'activate', code),
    hours: Math.round(lifetime / 3600),
  });
  await putCode('activation', codeHash, user.id, lifetime, Date.now(), [
    mailPut({ id: `activation:${codeHash}`, kind: 'activation', to: user.email, ...mail }),
  ]);
}
