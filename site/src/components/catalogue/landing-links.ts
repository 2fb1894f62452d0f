import type { LandingPages, SeoFilterIds } from '@migralink/shared/schemas/catalogue';

/** A landing page as the build lists it (`GET /v1/search/landing-pages`): its SEO path, filters and size. */
export type Landing = LandingPages['pages'][number];

/** How many landing pages a list of links names. */
export const LINKS_PER_LIST = 8;

/** Whether a landing page is a destination's (`germany`) or a purpose's in a destination (`germany/work`). */
export type LandingKind = 'destination' | 'purpose';

function kindOf({ filters }: Landing): LandingKind | undefined {
  if (filters.country_id !== null || filters.category_id !== null || filters.parent_category_id !== null)
    return undefined;
  return filters.immigration_purpose_id === null ? 'destination' : 'purpose';
}

/** Most companies first; equal ones by path, so a rebuild lists them in the same order. */
const bySize = (a: Landing, b: Landing) => b.total - a.total || a.path.localeCompare(b.path);

/** The landing pages of one kind with the most companies, for any applicant (no source country, no service). */
export function popularLandings(pages: readonly Landing[], kind: LandingKind, max = LINKS_PER_LIST): Landing[] {
  return pages
    .filter((page) => kindOf(page) === kind)
    .sort(bySize)
    .slice(0, max);
}

/** The landing pages related to one: other purposes in its destination, its purpose in other destinations. */
export interface RelatedLandings {
  readonly purposes: readonly Landing[];
  readonly destinations: readonly Landing[];
}

/**
 * Combinations near a landing page, for the same applicants (the same source country, or none), without
 * a service: the destination's other purposes (or, on a destination's page, its purposes), and the same
 * purpose in other destinations (none without a purpose). Most companies first.
 */
export function relatedLandings(
  pages: readonly Landing[],
  current: SeoFilterIds,
  max = LINKS_PER_LIST,
): RelatedLandings {
  const { country_id: from, country_destination_id: to, immigration_purpose_id: purpose } = current;
  const near = pages.filter(
    ({ filters }) =>
      filters.country_id === from &&
      filters.immigration_purpose_id !== null &&
      filters.category_id === null &&
      filters.parent_category_id === null,
  );
  const pick = (test: (filters: SeoFilterIds) => boolean) =>
    near
      .filter((page) => test(page.filters))
      .sort(bySize)
      .slice(0, max);
  return {
    purposes: pick((filters) => filters.country_destination_id === to && filters.immigration_purpose_id !== purpose),
    destinations:
      purpose === null
        ? []
        : pick((filters) => filters.immigration_purpose_id === purpose && filters.country_destination_id !== to),
  };
}

/** A link to a landing page: its path without the locale and what it is called. */
export interface LandingLink {
  readonly path: string;
  readonly name: string;
}

/** Links named by their destination, or by their purpose: what differs between the pages of a list. */
export function landingLinks(
  pages: readonly Landing[],
  nameOf: (filters: SeoFilterIds) => string | undefined,
): LandingLink[] {
  return pages.flatMap((page) => {
    const name = nameOf(page.filters);
    return name ? [{ path: `/companies/${page.path}/`, name }] : [];
  });
}
