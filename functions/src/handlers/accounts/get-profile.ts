import { getProfile } from '@migralink/shared/api/accounts';
import { currentUser } from '#accounts/current-user';
import { mailStopped } from '#accounts/mail-stopped';
import { presentProfile } from '#accounts/session';
import { createHandler } from '#http/handler';

export const handler = createHandler(getProfile, async ({ principal, locale }) => {
  const user = await currentUser(principal);
  const [profile, stopped] = await Promise.all([presentProfile(user, locale), mailStopped(user.email)]);
  return { data: { ...profile, ...stopped } };
});
