import type { Role } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { grantRole } from '@migralink/shared/api/accounts';
import { testAccounts, type AccountDetails } from './accounts';
import { STAFF } from './company-listing';

/**
 * A staff account of `role` for a browser test: a new active account in `language`, given the role by the seeded
 * admin, then signed in anew so its session says its role.
 */
export async function staffAccountIn(
  product: { api: string; mail: string },
  role: Role,
  language: Locale,
  details: AccountDetails = {},
) {
  const accounts = testAccounts(product);
  const account = await accounts.activeIn(language, details);
  const admin = accounts.callAs((await accounts.signIn(STAFF.email, STAFF.password)).token);
  await admin(grantRole, { params: { uuid: account.session.user.uuid }, body: { role } });
  return { ...account, session: await accounts.signIn(account.email, account.password) };
}
