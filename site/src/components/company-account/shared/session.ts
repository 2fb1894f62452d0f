import type { Locale } from '@migralink/shared/locales';
import { signOut } from '@/stores/auth';
import { loginUrl } from '@/urls/account-paths';

/** The current address, which the sign-in page leads back to (`?next=`). */
export const currentPath = () => window.location.pathname + window.location.search;

// Set once this page itself sends the visitor to sign in, so the sidebar does not navigate elsewhere too.
let leaving = false;

/**
 * Sends the visitor to sign in and come back here: no token, or the API no
 * longer accepts it. Every admin island does the same, so two of them on one
 * page never lead to different places.
 */
export function sendToSignIn(locale: Locale): void {
  leaving = true;
  signOut();
  window.location.replace(loginUrl(locale, currentPath()));
}

/** Whether this page already sends the visitor to sign in. */
export const isLeaving = () => leaving;
