import { accountReturnPath, ADMIN_PAGES, RETURN_PARAMETER, type AdminPage } from '@migralink/shared/account-pages';
import { isLocale, type Locale } from '@migralink/shared/locales';
import { accountUrl, pageUrl } from '@/urls/account-paths';

export { ADMIN_PAGES, type AdminPage };

/** `/{locale}/admin/...` with an optional query: `adminUrl('ru', 'createService', { uuid, step: '2' })`. */
export function adminUrl(locale: Locale, page: AdminPage, query: Record<string, string | undefined> = {}): string {
  return pageUrl(locale, ADMIN_PAGES[page], query);
}

/**
 * The language an address asks to edit or preview (`?locale=`), if it is one
 * of ours: the edited language survives a reload and links between the editors
 * and their previews.
 */
export function localeFromQuery(search: string): Locale | undefined {
  const value = new URLSearchParams(search).get('locale');
  return isLocale(value) ? value : undefined;
}

/**
 * The tariffs, carrying the account screen to come back to once a plan is
 * paid (`?return_to=`, only an account screen: anything else is left out).
 */
export function tariffsUrl(locale: Locale, returnTo?: string): string {
  return accountUrl(locale, 'tariffs', { [RETURN_PARAMETER]: accountReturnPath(returnTo) });
}

/** The screen the browser shows now (path and query), as a return path; nothing on the server. */
export function currentScreen(): string | undefined {
  return typeof window === 'undefined'
    ? undefined
    : accountReturnPath(window.location.pathname + window.location.search);
}
