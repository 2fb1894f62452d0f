import { getProfile } from '@migralink/shared/api/accounts';
import { currentUser } from '#accounts/current-user';
import { presentProfile } from '#accounts/session';
import { createHandler } from '#http/handler';

export const handler = createHandler(getProfile, async ({ principal, locale }) => ({
  data: await presentProfile(await currentUser(principal), locale),
}));
