import { grantRole } from '@migralink/shared/api/accounts';
import type { Locale } from '@migralink/shared/locales';
import type { testAccounts } from './accounts';
import { STAFF } from './company-listing';

/** A content manager, made by the demo admin, signed in afresh so the site knows the role. */
export async function signedInContentManager(accounts: ReturnType<typeof testAccounts>, locale: Locale) {
  const account = await accounts.active({ locale, prefix: 'writer' });
  const admin = accounts.callAs((await accounts.signIn(STAFF.email, STAFF.password)).token);
  await admin(grantRole, { params: { uuid: account.session.user.uuid }, body: { role: 'content_manager' } });
  return accounts.signIn(account.email, account.password);
}
