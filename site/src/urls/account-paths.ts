import { ACCOUNT_PAGES, ADMIN_PAGES, type AccountPage } from '@migralink/shared/account-pages';
import type { Role } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { staffHome } from '@migralink/shared/staff-screens';
import { localeOfPath, localizedPath, stripLocale } from './localized-url';

/** The account screens' paths come from shared, where the mails read them too. */
export { ACCOUNT_PAGES, type AccountPage };

/** A page's path in a language with an optional query; empty values are left out. */
export function pageUrl(locale: Locale, path: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return localizedPath(path, locale) + (text ? `?${text}` : '');
}

/** `/{locale}/{page}/` with an optional query: `accountUrl('ru', 'registrationSuccess', { email })`. */
export function accountUrl(locale: Locale, page: AccountPage, query: Record<string, string | undefined> = {}): string {
  return pageUrl(locale, ACCOUNT_PAGES[page], query);
}

/** Pages a sign-in must not lead back to: the ones that sign in, register or use a one-time code. */
const NOT_A_DESTINATION = new Set<string>([
  ACCOUNT_PAGES.login,
  ACCOUNT_PAGES.register,
  ACCOUNT_PAGES.partnerRegistration,
  ACCOUNT_PAGES.registrationSuccess,
  ACCOUNT_PAGES.activate,
  ACCOUNT_PAGES.forgotPassword,
  ACCOUNT_PAGES.resetPassword,
  ACCOUNT_PAGES.request,
]);
/** Paths that are not pages of the site. */
const NOT_PAGES = /^\/(v1|auth|media)(\/|$)/;
const PROBE_ORIGIN = 'https://site.invalid';

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where a sign-in may continue to (`?next=`): a path of this site's pages, or
 * `undefined`. Refused: other origins in any spelling (`//evil.example`,
 * `/\evil.example`, `https:…`, `javascript:…`), control characters, API and media
 * paths, and the sign-in and registration pages themselves. The answer is the
 * normalized path, query and hash.
 */
export function safeNextPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  // Browsers read `\` as `/` in http(s) URLs, and drop tabs and newlines: both can smuggle in a host.
  if (raw.includes('\\') || hasControlCharacter(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  // `/.//evil.example` normalizes to `//evil.example`, which would leave the site again.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//') || NOT_PAGES.test(url.pathname)) return undefined;
  if (localeOfPath(url.pathname) && NOT_A_DESTINATION.has(stripLocale(url.pathname))) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page, carrying where to go afterwards when that is a safe destination. */
export function loginUrl(locale: Locale, next?: string): string {
  return accountUrl(locale, 'login', { next: safeNextPath(next) });
}

/**
 * Where to go after signing in: the safe `next`, else the account's own home:
 * a company's account area, staff's first staff screen (`staffHome`), anyone else's profile.
 */
export function afterSignIn(locale: Locale, next: string | null | undefined, role?: Role): string {
  const staff = role && staffHome(role);
  const home =
    role === 'company'
      ? pageUrl(locale, ADMIN_PAGES.onboarding)
      : staff
        ? pageUrl(locale, ADMIN_PAGES[staff])
        : accountUrl(locale, 'profile');
  return safeNextPath(next) ?? home;
}
