import { putCode } from '#data/codes';
import type { CodePurpose } from '#data/keys';
import type { User } from '#data/users';
import { activationMail } from '#mail/activation';
import type { Mail } from '#mail/layout';
import { siteLink } from '#mail/links';
import { mailPut } from '#mail/outbox';
import { hashCode, newCode } from './codes';
import { CODE_LIFETIME_SECONDS } from '#http/limits';

/**
 * Stores a fresh code of a purpose for the user (older ones stop working) and queues the mail that carries its link,
 * in one transaction: no code without its mail, and one mail per code (its id is the code's hash).
 */
export async function mailCode(
  user: User,
  purpose: CodePurpose,
  mailOf: (code: string, lifetimeSeconds: number) => Mail,
): Promise<void> {
  const code = newCode();
  const codeHash = hashCode(code);
  const lifetime = CODE_LIFETIME_SECONDS[purpose];
  await putCode(purpose, codeHash, user.id, lifetime, Date.now(), [
    mailPut({ id: `${purpose}:${codeHash}`, kind: purpose, to: user.email, ...mailOf(code, lifetime) }),
  ]);
}

/** Stores a fresh activation code and queues its link in the user's language. */
export const mailActivationLink = (user: User): Promise<void> =>
  mailCode(user, 'activation', (code, lifetime) =>
    activationMail(user.locale, {
      firstName: user.first_name,
      link: siteLink(user.locale, 'activate', code),
      hours: Math.round(lifetime / 3600),
    }),
  );
