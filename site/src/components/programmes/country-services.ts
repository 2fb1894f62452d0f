import type { SearchInit } from '@migralink/shared/schemas/reference';
import { landingLinks, type Landing, type LandingLink } from '../catalogue/landing-links';

/** A target country on the countries-and-services page: its landing page, companies, reasons to move and services. */
export interface CountryServices {
  readonly code: string;
  readonly name: string;
  /** The country's landing page, without the locale. */
  readonly path: string;
  /** Its public companies (the landing page's total). */
  readonly companies: number;
  readonly purposes: readonly LandingLink[];
  readonly services: readonly LandingLink[];
}

/** Pages for any applicant (no source country). */
const forAnyone = (page: Landing) => page.filters.country_id === null;
const bySize = (a: Landing, b: Landing) => b.total - a.total || a.path.localeCompare(b.path);

/**
 * Every destination with a landing page of its own, most companies first: its reasons to move (the
 * landing pages of a purpose in it) and its services (those of a parent category in it, with no purpose),
 * each named in the page's language and most companies first. Built from what the build lists.
 */
export function countryServices(
  pages: readonly Landing[],
  init: Pick<SearchInit, 'countries' | 'immigration_purposes' | 'categories'>,
): CountryServices[] {
  const countries = new Map(init.countries.map((country) => [country.id, country.name]));
  const purposes = new Map(init.immigration_purposes.map((purpose) => [purpose.id, purpose.name]));
  const categories = new Map(init.categories.map((category) => [category.id, category.name]));
  const general = pages.filter(forAnyone).sort(bySize);
  const inCountry = (code: string) => general.filter((page) => page.filters.country_destination_id === code);
  return general
    .filter(({ filters }) => filters.immigration_purpose_id === null && filters.parent_category_id === null)
    .flatMap((landing) => {
      const code = landing.filters.country_destination_id;
      const name = countries.get(code);
      if (!name) return [];
      const pagesHere = inCountry(code);
      const purposeLinks = landingLinks(
        pagesHere.filter(
          ({ filters }) => filters.immigration_purpose_id !== null && filters.parent_category_id === null,
        ),
        (filters) => purposes.get(filters.immigration_purpose_id ?? -1),
      );
      const serviceLinks = landingLinks(
        pagesHere.filter(
          ({ filters }) =>
            filters.immigration_purpose_id === null &&
            filters.parent_category_id !== null &&
            filters.category_id === null,
        ),
        (filters) => categories.get(filters.parent_category_id ?? -1),
      );
      return [
        {
          code,
          name,
          path: `/companies/${landing.path}/`,
          companies: landing.total,
          purposes: purposeLinks,
          services: serviceLinks,
        },
      ];
    });
}
