import { LOCALES } from '@migralink/shared/locales';
import { localizedPath } from './localized-url';

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
