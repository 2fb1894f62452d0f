import { putCode } from '#data/codes';
import type { User } from '#data/users';
import { sendMail } from '#lib/mail';
import { activationMail } from '#mail/activation';
import { siteLink } from '#mail/links';
import { hashCode, newCode } from './codes';
import { CODE_LIFETIME_SECONDS } from '#http/limits';

/** Stores a fresh activation code (older ones stop working) and mails its link in the user's language. */
export async function mailActivationLink(user: User): Promise<void> {
  const code = newCode();
  const lifetime = CODE_LIFETIME_SECONDS.activation;
  await putCode('activation', hashCode(code), user.id, lifetime);
  await sendMail({
    to: user.email,
    ...activationMail(user.locale, {
      firstName: user.first_name,
      link: siteLink(user.locale, 'activate', code),
      hours: Math.round(lifetime / 3600),
    }),
  });
}
