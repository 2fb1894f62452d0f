import { grantRole as grantRoleRoute } from '@migralink/shared/api/accounts';
import { presentProfile } from '#accounts/session';
import { grantRoleRecorded } from '#accounts/staff-users';
import { createHandler } from '#http/handler';

/** Admins only (the route table says so): sets a user's role, with an audit entry, and answers the profile. */
export const handler = createHandler(grantRoleRoute, async ({ principal, params, body, locale }) => {
  const user = await grantRoleRecorded(principal.userId, params.uuid, body.role, locale);
  return { data: await presentProfile(user, locale) };
});
