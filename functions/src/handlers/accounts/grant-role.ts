import { grantRole as grantRoleRoute } from '@migralink/shared/api/accounts';
import { grantRole } from '#accounts/role-grant';
import { presentProfile } from '#accounts/session';
import { createHandler } from '#http/handler';

/** Admins only (the route table says so): sets a user's role and answers the profile. */
export const handler = createHandler(grantRoleRoute, async ({ principal, params, body, locale }) => {
  const user = await grantRole(principal.userId, params.uuid, body.role, locale);
  return { data: await presentProfile(user, locale) };
});
