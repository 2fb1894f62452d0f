import { listStaffCompanies } from '@migralink/shared/api/staff';
import { findCompanies } from '#company-account/staff-companies';
import { createHandler } from '#http/handler';

/** Admins: companies by name with plan, state and owner, 20 at a time. */
export const handler = createHandler(listStaffCompanies, async ({ query, locale }) => ({
  data: await findCompanies(query.name, query.cursor, locale),
}));
