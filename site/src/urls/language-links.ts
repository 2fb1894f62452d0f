import { LOCALES } from '@migralink/shared/locales';
import { localizedPath } from './localized-url';

/** A same-site link with its query replaced by `search` (`?a=1` or empty), the hash kept. */
export function withQuery(href: string, search: string): string {
  const [beforeHash = '', hash] = href.split('#', 2);
  const path = beforeHash.split('?', 1)[0] ?? '';
  const query = search.replace(/^\?/, '');
  return `${path}${query ? `?${query}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The language panel's links are built with the page's path only; every page
 * makes them carry its query (filters, the company id, a mail code), and pages
 * that change their query later (the search) call this again, so switching
 * language keeps what the visitor is looking at.
 */
export function keepQueryInLanguageLinks(search: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    const href = link.getAttribute('href');
    if (href?.startsWith('/')) link.setAttribute('href', withQuery(href, search));
  }
}

/**
 * The language panel's links lead to `pathname` in each language: for a page served at addresses its build did
 * not know (the 404 page showing a live page, a certificate's page), whose links were built for another path.
 */
export function pointLanguageLinksAt(pathname: string): void {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    const other = LOCALES.find((code) => code === anchor.getAttribute('hreflang'));
    if (other) anchor.setAttribute('href', localizedPath(pathname, other));
  }
}
