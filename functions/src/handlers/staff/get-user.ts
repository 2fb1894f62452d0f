import { getStaffUser } from '@migralink/shared/api/staff';
import { staffUserDetail } from '#accounts/staff-users';
import { createHandler } from '#http/handler';

/** Admins: one user with the newest entries of its audit trail. */
export const handler = createHandler(getStaffUser, async ({ params }) => ({
  data: await staffUserDetail(params.uuid),
}));
