/**
 * The pages content managers edit (docs/product.md, "Programme, webinar and contacts pages"): a fixed set, as
 * the site has a route for each. A programme is at `/{locale}/programmes/<slug>/`, a webinar at
 * `/{locale}/webinars/<slug>/`, the contacts page's offices at `/{locale}/contacts/`.
 */
export const SITE_PAGE_KINDS = ['programme', 'webinar', 'contacts'] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];

export const PROGRAMME_SLUGS = ['serbia-residence-permit', 'serbia-residence-permit-business'] as const;
export const WEBINAR_SLUGS = ['serbia', 'real-estate'] as const;
export const CONTACTS_SLUG = 'offices';
export type ProgrammeSlug = (typeof PROGRAMME_SLUGS)[number];
export type WebinarSlug = (typeof WEBINAR_SLUGS)[number];

/** Every page's slugs by kind. */
export const SITE_PAGE_SLUGS = {
  programme: PROGRAMME_SLUGS,
  webinar: WEBINAR_SLUGS,
  contacts: [CONTACTS_SLUG],
} as const satisfies Record<SitePageKind, readonly string[]>;

export interface SitePageId {
  kind: SitePageKind;
  slug: string;
}

/** Every page, programmes first, then webinars, then the contacts page. */
export const SITE_PAGES: readonly SitePageId[] = SITE_PAGE_KINDS.flatMap((kind) =>
  SITE_PAGE_SLUGS[kind].map((slug) => ({ kind, slug })),
);

/** Whether a kind has a page at this slug. */
export const isSitePage = (kind: SitePageKind, slug: string): boolean =>
  (SITE_PAGE_SLUGS[kind] as readonly string[]).includes(slug);
