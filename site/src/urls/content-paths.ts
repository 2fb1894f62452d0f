/**
 * The platform's own pages around the catalogue, as paths after the locale (`/ru/about/`): the
 * pages about the platform, and the programme and webinar pages, whose slugs are their content's.
 */
export const SITE_PAGES = {
  about: '/about/',
  partnership: '/partnership/',
  opportunities: '/opportunities/',
  /** The preliminary application: a lead to the platform. */
  application: '/application/',
  /** Where a sent preliminary application leads. */
  applicationThanks: '/application/thanks/',
  privacy: '/privacy/',
  /** Each target country with its services and companies. */
  countriesServices: '/countries-services/',
  /** A fault of the site (not indexed): the page an origin's error answers with. */
  error: '/error/',
} as const;
export type SitePage = keyof typeof SITE_PAGES;

/** A relocation programme's page: `/programmes/serbia-residence-permit/`. */
export const programmePath = (slug: string): string => `/programmes/${slug}/`;

/** A webinar's page: `/webinars/serbia/`. */
export const webinarPath = (slug: string): string => `/webinars/${slug}/`;
