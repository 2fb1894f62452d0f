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
