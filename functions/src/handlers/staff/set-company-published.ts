import { setStaffCompanyPublished } from '@migralink/shared/api/staff';
import { setPublishedByStaff } from '#company-account/staff-companies';
import { createHandler } from '#http/handler';

/** Admins: publishes or unpublishes any company, with an entry in its audit trail. */
export const handler = createHandler(setStaffCompanyPublished, async ({ principal, params, body, locale }) => ({
  data: await setPublishedByStaff(principal.userId, params.uuid, body.published, locale),
}));
