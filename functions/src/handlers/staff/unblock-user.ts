import { unblockUser as unblockUserRoute } from '@migralink/shared/api/staff';
import { unblockUser } from '#accounts/staff-users';
import { createHandler } from '#http/handler';

/** Admins: lifts a user's block, with an audit entry. */
export const handler = createHandler(unblockUserRoute, async ({ principal, params, locale }) => ({
  data: await unblockUser(principal.userId, params.uuid, locale),
}));
