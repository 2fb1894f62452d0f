import type { MessageKey } from '@/i18n/messages';
import type { SitePage } from '@/urls/content-paths';

/** How one of the platform's own pages stands in its frame: its texts' keys (docs/product.md, "Public pages"). */
export interface SitePageFrame {
  /** The visible heading and the sentence under it. */
  readonly heading: MessageKey;
  readonly lead: MessageKey;
  /** The document title and description. */
  readonly title: MessageKey;
  readonly description: MessageKey;
  /** The page before it in the trail from the home page. */
  readonly after?: { readonly page: SitePage; readonly name: MessageKey };
  /** A page no search engine should list (the thanks page, the error page). */
  readonly noindex?: boolean;
}

/** The frames of the pages built from translations (the programme and webinar pages are their content's). */
export const SITE_PAGE_FRAMES: Readonly<Record<SitePage, SitePageFrame>> = {
  about: {
    heading: 'pages.about.title',
    lead: 'pages.about.lead',
    title: 'meta.about.title',
    description: 'meta.about.description',
  },
  partnership: {
    heading: 'pages.partnership.title',
    lead: 'pages.partnership.lead',
    title: 'meta.partnership.title',
    description: 'meta.partnership.description',
  },
  opportunities: {
    heading: 'pages.opportunities.title',
    lead: 'pages.opportunities.lead',
    title: 'meta.opportunities.title',
    description: 'meta.opportunities.description',
  },
  application: {
    heading: 'pages.application.title',
    lead: 'pages.application.lead',
    title: 'meta.application.title',
    description: 'meta.application.description',
  },
  applicationThanks: {
    heading: 'pages.thanks.title',
    lead: 'pages.thanks.lead',
    title: 'meta.thanks.title',
    description: 'meta.thanks.description',
    after: { page: 'application', name: 'pages.application.title' },
    noindex: true,
  },
  privacy: {
    heading: 'pages.privacy.title',
    lead: 'pages.privacy.lead',
    title: 'meta.privacy.title',
    description: 'meta.privacy.description',
  },
  countriesServices: {
    heading: 'pages.countries.title',
    lead: 'pages.countries.lead',
    title: 'meta.countries.title',
    description: 'meta.countries.description',
  },
  error: {
    heading: 'pages.error.title',
    lead: 'pages.error.lead',
    title: 'meta.error.title',
    description: 'meta.error.description',
    noindex: true,
  },
};
