export interface NavGuardOptions {
  /** Leads to sign-in and back here (never signed in on this page, or the session was refused). */
  readonly toSignIn: () => void;
  /** Leaves the admin area for the home page: the owner signed out while on it (the header, another tab). */
  readonly toHome: () => void;
  /** Whether this page already sends the visitor to sign in (an island did): nothing more to do then. */
  readonly isLeaving: () => boolean;
}

/**
 * The admin area's guard, fed the session's token as it changes (once the
 * island runs): a page opened signed out sends to sign in; a page opened
 * signed in and then signed out leads home, as the profile does.
 */
export function createNavGuard({ toSignIn, toHome, isLeaving }: NavGuardOptions) {
  let wasSignedIn = false;
  return {
    see(token: string | null): void {
      if (isLeaving()) return;
      if (token) wasSignedIn = true;
      else if (wasSignedIn) toHome();
      else toSignIn();
    },
  };
}
