import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { AdminPage } from '@migralink/shared/account-pages';
import type { Locale } from '@migralink/shared/locales';
import { $auth } from '@/stores/auth';
import { useHydrated, useIsland } from '@/kit/react';
import type { AdminNavMessages } from './messages';
import { navPageOf, navPagesFor } from './nav';
import { createNavGuard } from './nav-guard';
import { refreshProfile } from './fresh-profile';
import { adminUrl } from './paths';
import { isLeaving, sendToSignIn } from './session';
import './admin.css';

export interface AdminNavProps {
  readonly locale: Locale;
  readonly page: AdminPage;
  readonly messages: AdminNavMessages;
}

/**
 * The admin app's sidebar, and its guard: a visitor without a session is sent
 * to sign in and come back. Which entries show depends on the role, known only
 * in the browser (the pages are static).
 */
export default function AdminNav({ locale, page, messages }: AdminNavProps) {
  const hydrated = useHydrated();
  const { token, user } = useStore($auth);
  // The server's HTML knows nobody; the same is rendered while hydrating, so both agree.
  const signedIn = hydrated && token !== null;

  const guard = useIsland(() =>
    createNavGuard({
      toSignIn: () => sendToSignIn(locale),
      toHome: () => window.location.replace(`/${locale}/`),
      isLeaving,
    }),
  );
  useEffect(() => {
    if (hydrated) guard.see(token);
  }, [guard, hydrated, token]);
  useEffect(() => {
    if (hydrated && token) void refreshProfile(locale);
  }, [hydrated, token, locale]);

  // On narrow screens the list folds under a button naming the current screen; wide ones always show it.
  const [open, setOpen] = useState(false);
  const current = navPageOf(page);
  return (
    <nav className="admin-nav" aria-label={messages['admin_sidebar.label']}>
      <button
        type="button"
        className="admin-nav__toggle"
        aria-expanded={open}
        aria-controls="admin-nav-list"
        onClick={() => setOpen(!open)}
      >
        <span>{messages['admin_sidebar.menu']}</span>
        <span className="admin-nav__current">{messages[`admin_sidebar.${current}`]}</span>
      </button>
      <ul id="admin-nav-list" className={`admin-nav__list${open ? ' admin-nav__list--open' : ''}`}>
        {navPagesFor(signedIn ? user?.role : undefined).map((entry) => (
          <li key={entry}>
            <a
              className="admin-nav__link"
              href={adminUrl(locale, entry)}
              aria-current={entry === current ? 'page' : undefined}
            >
              {messages[`admin_sidebar.${entry}`]}
            </a>
          </li>
        ))}
      </ul>
      {hydrated && !token && (
        <p role="status" className="admin-note">
          {messages['admin.signing_in']}
        </p>
      )}
    </nav>
  );
}
