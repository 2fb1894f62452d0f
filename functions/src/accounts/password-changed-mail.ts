import type { User } from '#data/users';
import { siteLink } from '#mail/links';
import { passwordChangedMail } from '#mail/password-changed';
import type { RequestContext } from '#http/request-context';
import { deliverQuietly } from '#mail/deliver';

/** Tells the owner that the password changed, with a way back if it was not them. */
export async function mailPasswordChanged(user: User, context: RequestContext): Promise<void> {
  const mail = passwordChangedMail(user.locale, {
    firstName: user.first_name,
    resetLink: siteLink(user.locale, 'forgotPassword'),
  });
  await deliverQuietly({ to: user.email, ...mail }, context.log, 'password-changed');
}
