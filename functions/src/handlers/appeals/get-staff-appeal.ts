import { getStaffAppeal } from '@migralink/shared/api/appeals';
import { presentStaffUser } from '#accounts/staff-users';
import { presentAppeal } from '#appeals/present';
import { appealThread } from '#appeals/read';
import { staffCompanyOf } from '#company-account/staff-companies';
import { getUser } from '#data/users';
import { createHandler } from '#http/handler';

/** Support: an appeal with its thread, and read-only the account and the company it is about. */
export const handler = createHandler(getStaffAppeal, async ({ params, locale }) => {
  const thread = await appealThread(params.id);
  const [appeal, user, company] = await Promise.all([
    presentAppeal(thread),
    getUser(thread.appeal.user_id),
    thread.appeal.company_id ? staffCompanyOf(thread.appeal.company_id, locale) : null,
  ]);
  return { data: { appeal, account: user ? presentStaffUser(user) : null, company } };
});
