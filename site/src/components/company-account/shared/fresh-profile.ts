import type { Locale } from '@migralink/shared/locales';
import { accountsRoute, callCheckedLazily } from '@/api/checked-lazily';
import { isSessionExpired } from '@/kit/session';
import { updateUser } from '@/stores/auth';
import { sendToSignIn } from './session';

/**
 * Reads the signed-in user's profile afresh on every page of the account app, so the sidebar shows the screens
 * of the role the account has now (an admin may have changed it since the sign-in; docs/product.md, "Staff
 * area"), and a session the API no longer accepts (blocked, expired) leads to sign-in at once. Any other
 * failure keeps the profile kept with the session.
 */
export async function refreshProfile(locale: Locale): Promise<void> {
  try {
    updateUser((await callCheckedLazily(accountsRoute('getProfile'), {})).data);
  } catch (error) {
    if (isSessionExpired(error)) sendToSignIn(locale);
  }
}
