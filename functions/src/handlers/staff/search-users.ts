import { searchUsers } from '@migralink/shared/api/staff';
import { findUsers } from '#accounts/staff-users';
import { createHandler } from '#http/handler';

/** Admins: users whose e-mail is or starts with what was typed, 20 at a time. */
export const handler = createHandler(searchUsers, async ({ query, locale }) => ({
  data: await findUsers(query.email, query.cursor, locale),
}));
