import { getStaffCompany } from '@migralink/shared/api/staff';
import { staffCompanyDetail } from '#company-account/staff-companies';
import { createHandler } from '#http/handler';

/** Admins: one company with plan, state and owner, and the newest entries of its audit trail. */
export const handler = createHandler(getStaffCompany, async ({ params, locale }) => ({
  data: await staffCompanyDetail(params.uuid, locale),
}));
