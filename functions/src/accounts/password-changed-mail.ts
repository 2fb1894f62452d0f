import type { TransactWriteItem } from '#lib/db';
import type { User } from '#data/users';
import { siteLink } from '#mail/links';
import { mailPut } from '#mail/outbox';
import { passwordChangedMail } from '#mail/password-changed';

/**
 * The mail that tells the owner the password changed, with a way back if it was not them: queued with the change, one
 * per new password version.
 */
export function passwordChangedPut(user: User, newVersion: number): TransactWriteItem {
  const mail = passwordChangedMail(user.locale, {
    firstName: user.first_name,
    resetLink: siteLink(user.locale, 'forgotPassword'),
  });
  return mailPut({
    id: `password-changed:${user.id}:${newVersion}`,
    kind: 'password changed',
    to: user.email,
    ...mail,
  });
}
