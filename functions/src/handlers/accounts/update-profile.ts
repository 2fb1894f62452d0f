import { updateProfile as updateProfileRoute } from '@migralink/shared/api/accounts';
import { profileChanges } from '#accounts/profile-update';
import { presentProfile } from '#accounts/session';
import { updateProfile } from '#data/user-updates';
import { UnauthorizedError } from '#http/errors';
import { createHandler } from '#http/handler';

/** Names, position, phone, language and the mail preference; one conditional update, never a blind overwrite. */
export const handler = createHandler(updateProfileRoute, async ({ principal, body, locale }) => {
  const user = await updateProfile(principal.userId, profileChanges(body));
  if (!user) throw new UnauthorizedError();
  return { data: await presentProfile(user, locale) };
});
