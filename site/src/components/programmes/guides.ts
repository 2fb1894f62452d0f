import type { Locale } from '@migralink/shared/locales';
import { programmePath, webinarPath } from '@/urls/content-paths';
import { PROGRAMME_SLUGS, WEBINAR_SLUGS } from '@migralink/shared/site-pages/pages';
import { fetchSitePage } from '@/build-data/api';

/** A programme's or webinar's page as a link: where, what it is called, and the country it is about. */
export interface Guide {
  readonly path: string;
  readonly title: string;
  readonly country: string;
}

/** Every programme page, then every webinar page, in a language; only those about `country` when it is given. */
export async function guidesOf(locale: Locale, country?: string): Promise<Guide[]> {
  const pages = await Promise.all([
    ...PROGRAMME_SLUGS.map(async (slug) => ({
      path: programmePath(slug),
      ...(await fetchSitePage('programme', slug, locale)),
    })),
    ...WEBINAR_SLUGS.map(async (slug) => ({
      path: webinarPath(slug),
      ...(await fetchSitePage('webinar', slug, locale)),
    })),
  ]);
  return pages
    .filter((page) => country === undefined || page.country === country)
    .map(({ path, title, country: about }) => ({ path, title, country: about }));
}
