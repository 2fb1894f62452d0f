import type { Locale } from '@migralink/shared/locales';
import { pageUrl } from '@/urls/account-paths';
import { localizedPath } from '@/urls/localized-url';
import { companyPagePath } from '@/urls/catalogue-paths';

/** An author's reviews: one static page for every author, who is named by `?uuid=` (the site is pre-built). */
export const AUTHOR_PATH = '/author/';

export const authorUrl = (locale: Locale, uuid: string): string => pageUrl(locale, AUTHOR_PATH, { uuid });

/** A reviewed company's page, where its reviews are. */
export const reviewedCompanyUrl = (locale: Locale, slug: string): string =>
  `${localizedPath(companyPagePath(slug), locale)}#reviews`;
