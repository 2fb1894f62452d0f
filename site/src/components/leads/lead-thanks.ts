import type { Locale } from '@migralink/shared/locales';
import { SITE_PAGES } from '@/urls/content-paths';
import { localizedPath } from '@/urls/localized-url';

/**
 * The page a sent lead opens, by the page it was sent from (the popup's `pageType`): the preliminary
 * application's thanks page. Other pages keep the popup's own thanks. Read by the popup's code, which loads on
 * the first press, so the pages' first JavaScript does not grow by it.
 */
const THANKS_PAGES: Readonly<Record<string, string>> = { application: SITE_PAGES.applicationThanks };

export const thanksPageOf = (pageType: string, locale: Locale): string | undefined => {
  const page = THANKS_PAGES[pageType];
  return page && localizedPath(page, locale);
};
