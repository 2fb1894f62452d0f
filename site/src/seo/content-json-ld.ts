import type { Locale } from '@migralink/shared/locales';
import { canonicalUrl } from '@/urls/localized-url';

/** What a page about a programme says of itself: schema.org `WebPage` with the day its facts were checked. */
export interface CheckedPage {
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`. */
  readonly checkedOn: string;
  /** The page's path without its locale. */
  readonly path: string;
}

/** schema.org `WebPage` of a page whose facts were last checked on a day (`lastReviewed`). */
export function checkedPageJsonLd(page: CheckedPage, site: string | URL, locale: Locale, publisher: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: canonicalUrl(site, locale, page.path),
    inLanguage: locale,
    lastReviewed: page.checkedOn,
    publisher: { '@type': 'Organization', name: publisher },
  };
}

/** A webinar: an online event of the platform, free to attend. */
export interface Webinar extends CheckedPage {
  /** ISO 8601 moment. */
  readonly startsAt: string;
  readonly durationMinutes: number;
  readonly speaker: string;
}

/** schema.org `Event` of an online webinar, as search engines' event results read it. */
export function webinarJsonLd(webinar: Webinar, site: string | URL, locale: Locale, organizer: string) {
  const url = canonicalUrl(site, locale, webinar.path);
  const ends = new Date(Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title,
    description: webinar.description,
    url,
    inLanguage: locale,
    startDate: webinar.startsAt,
    endDate: ends,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url },
    organizer: { '@type': 'Organization', name: organizer },
    performer: { '@type': 'Organization', name: webinar.speaker },
  };
}
