import type { Locale } from '@migralink/shared/locales';
import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import { localizedPath } from './localized-url';

/** `/companies/`: the companies search, and the prefix of every landing page. */
export const COMPANIES_PATH = '/companies/';

/** `/companies/germany/work/`: a landing page's path without its locale. */
export function landingPagePath(seoPath: string): string {
  return `${COMPANIES_PATH}${seoPath.replace(/^\/+|\/+$/g, '')}/`;
}

/** `/company/nordlicht-relocation-43c8d33d/`: a pre-built company page's path without its locale. */
export function companyPagePath(slug: string): string {
  return `/company/${encodeURIComponent(slug)}/`;
}

/** `/service/<uuid>/`: a pre-built service page's path without its locale. */
export function servicePagePath(id: string): string {
  return `/service/${encodeURIComponent(id)}/`;
}

/**
 * The company's page: its own address `/company/{slug}/`, pre-built, or shown
 * live by the 404 page when the company was published after the build; the
 * `?id=` page for a company without a slug.
 */
export function companyUrl(locale: Locale, company: Pick<CompanyCard, 'uuid' | 'slug'>): string {
  if (company.slug) return localizedPath(companyPagePath(company.slug), locale);
  return `${localizedPath('/company/', locale)}?id=${encodeURIComponent(company.uuid)}`;
}
