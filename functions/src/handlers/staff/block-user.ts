import { blockUser as blockUserRoute } from '@migralink/shared/api/staff';
import { blockUser } from '#accounts/staff-users';
import { createHandler } from '#http/handler';

/** Admins: blocks a user (its sessions end at once, its company leaves the public site), with an audit entry. */
export const handler = createHandler(blockUserRoute, async ({ principal, params, locale }) => ({
  data: await blockUser(principal.userId, params.uuid, locale),
}));
