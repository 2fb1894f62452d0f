import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@migralink/shared/locales';

/**
 * Pure URL helpers for the locale-prefixed site (`/en/...`, `/ru/...`, `/uk/...`).
 * Paths are directory-style with a trailing slash (`/en/companies/`), as Astro
 * builds them and CloudFront serves them; a last segment with a dot
 * (`/404.html`) is a file and keeps no slash.
 */

/** Splits `/a/b/?q=1#h` into the path and what follows it (`?q=1#h`). */
function splitSuffix(url: string): [path: string, suffix: string] {
  const at = url.search(/[?#]/);
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** Leading slash, no empty segments, trailing slash unless the last segment is a file. */
export function normalizePath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const last = segments[segments.length - 1] ?? '';
  return `/${segments.join('/')}${last.includes('.') ? '' : '/'}`;
}

/** The locale a path starts with: `/ru/companies/` → `ru`; none → `undefined`. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = splitSuffix(pathname)[0].split('/').find(Boolean);
  return isLocale(first) ? first : undefined;
}

/** The path without its locale: `/ru/companies/` → `/companies/`, `/en/` → `/`. */
export function stripLocale(pathname: string): string {
  const segments = splitSuffix(pathname)[0].split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  return normalizePath(segments.join('/'));
}

/**
 * The same page in another locale, query and hash kept:
 * `/ru/companies/?page=2` + `uk` → `/uk/companies/?page=2`; `/companies/` + `en` → `/en/companies/`.
 */
export function localizedPath(pathname: string, locale: Locale): string {
  const [path, suffix] = splitSuffix(pathname);
  const rest = stripLocale(path);
  return `/${locale}${rest}${suffix}`;
}

/** The site's origin (scheme, host, port) in front of a path; the base's own path is ignored. */
export function absoluteUrl(site: string | URL, pathname: string): string {
  const [path, suffix] = splitSuffix(pathname);
  return `${new URL(site).origin}${normalizePath(path)}${suffix}`;
}

/** Canonical (and social) URL: base host + locale + page path, without query or hash. */
export function canonicalUrl(site: string | URL, locale: Locale, pathname: string): string {
  return absoluteUrl(site, localizedPath(splitSuffix(pathname)[0], locale));
}

export interface Alternate {
  readonly hreflang: Locale | 'x-default';
  readonly href: string;
}

/** One alternate per locale plus `x-default`, which points at the default locale's version. */
export function alternateLinks(site: string | URL, pathname: string): Alternate[] {
  const links: Alternate[] = LOCALES.map((locale) => ({
    hreflang: locale,
    href: canonicalUrl(site, locale, pathname),
  }));
  links.push({ hreflang: 'x-default', href: canonicalUrl(site, DEFAULT_LOCALE, pathname) });
  return links;
}
