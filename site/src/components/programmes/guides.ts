import type { Locale } from '@migralink/shared/locales';
import { programmePath, webinarPath } from '@/urls/content-paths';
import { PROGRAMME_SLUGS, programmeOf, WEBINAR_SLUGS, webinarOf } from './content';

/** A programme's or webinar's page as a link: where, what it is called, and the country it is about. */
export interface Guide {
  readonly path: string;
  readonly title: string;
  readonly country: string;
}

/** Every programme page, then every webinar page, in a language; only those about `country` when it is given. */
export function guidesOf(locale: Locale, country?: string): Guide[] {
  const programmes = PROGRAMME_SLUGS.map((slug) => ({ path: programmePath(slug), ...programmeOf(slug, locale) }));
  const webinars = WEBINAR_SLUGS.map((slug) => ({ path: webinarPath(slug), ...webinarOf(slug, locale) }));
  return [...programmes, ...webinars]
    .filter((page) => country === undefined || page.country === country)
    .map(({ path, title, country: about }) => ({ path, title, country: about }));
}
