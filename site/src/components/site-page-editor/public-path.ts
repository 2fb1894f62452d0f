import { ACCOUNT_PAGES } from '@migralink/shared/account-pages';
import type { Locale } from '@migralink/shared/locales';
import type { SitePageKind } from '@migralink/shared/site-pages/pages';
import { programmePath, webinarPath } from '@/urls/content-paths';
import { localizedPath } from '@/urls/localized-url';

/** Where the public reads a page: in the page's own language, whatever the screen's. */
export function publicPath(page: { kind: SitePageKind; slug: string; locale: Locale }): string {
  const path = { programme: programmePath, webinar: webinarPath, contacts: () => ACCOUNT_PAGES.contacts }[page.kind];
  return localizedPath(path(page.slug), page.locale);
}
