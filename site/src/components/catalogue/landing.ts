import { LOCALES, type Locale } from '@migralink/shared/locales';
import type { SeoFilterIds } from '@migralink/shared/schemas/catalogue';
import type { Translate } from '@/i18n/format';
import type { MessageKey } from '@/i18n/messages';
import { alternateLinks, canonicalUrl } from '@/urls/localized-url';
import { COMPANIES_PATH, type SearchFilters } from '../search/search-url';

/** The names of an SEO path's filter values (`seo_filter.names` of `/v1/companies?slug=`). */
export interface LandingNames {
  readonly country: string | null;
  readonly country_destination: string;
  readonly immigration_purpose: string | null;
  readonly category: string | null;
  readonly parent_category: string | null;
}

/** The titles of a landing page (`landing.title`, `landing.title_service`, …). */
type LandingKey = Extract<MessageKey, `landing.title${string}`>;

/** The H1 of a landing page: the most precise service named (category, else purpose), the country, the origin. */
export function landingTitle(names: LandingNames, t: Translate<LandingKey>): string {
  const service = names.category ?? names.parent_category ?? names.immigration_purpose;
  const country = names.country_destination;
  if (names.country) {
    return service
      ? t('landing.title_service_from', { service, country, from: names.country })
      : t('landing.title_from', { country, from: names.country });
  }
  return service ? t('landing.title_service', { service, country }) : t('landing.title', { country });
}

/** The companies page's filters an SEO path stands for: the island opens with them. */
export function landingFilters(ids: SeoFilterIds): SearchFilters {
  const category = ids.category_id ?? ids.parent_category_id;
  return {
    country_destination: ids.country_destination_id,
    ...(ids.immigration_purpose_id === null ? {} : { purpose: String(ids.immigration_purpose_id) }),
    ...(category === null ? {} : { category: String(category) }),
    ...(ids.country_id === null ? {} : { from: ids.country_id }),
  };
}

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

export interface Crumb {
  readonly name: string;
  /** The page's path without its locale; undefined when no page is built for it. */
  readonly path: string | undefined;
}

/**
 * Home › Companies › (From Ukraine ›) Germany › Work › Work visa: one crumb per segment of the SEO path,
 * linked when a landing page exists for that prefix (`known`).
 */
export function landingCrumbs(
  seoPath: string,
  names: LandingNames,
  labels: { readonly home: string; readonly companies: string; readonly from: (name: string) => string },
  known: ReadonlySet<string>,
): Crumb[] {
  const segments = seoPath.split('/').filter(Boolean);
  const hasFrom = segments[0]?.startsWith('from-') === true;
  const segmentNames = [
    ...(hasFrom && names.country ? [labels.from(names.country)] : []),
    names.country_destination,
    ...(names.immigration_purpose ? [names.immigration_purpose] : []),
    ...((names.category ?? names.parent_category) ? [(names.category ?? names.parent_category)!] : []),
  ];
  return [
    { name: labels.home, path: '/' },
    { name: labels.companies, path: COMPANIES_PATH },
    ...segments.map((_, index) => {
      const prefix = segments.slice(0, index + 1).join('/');
      return {
        name: segmentNames[index] ?? segments[index]!,
        path: known.has(prefix) ? landingPagePath(prefix) : undefined,
      };
    }),
  ];
}

/** schema.org `BreadcrumbList` of a page in a locale. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: string | URL, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: canonicalUrl(site, locale, crumb.path) } : {}),
    })),
  };
}

/** One `<url>` of the sitemap: a page in one locale with its alternates in every locale. */
export interface SitemapEntry {
  readonly loc: string;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

/** Every page (paths without locale) in every locale, each with the alternates the page's head names. */
export function sitemapEntries(site: string | URL, paths: readonly string[]): SitemapEntry[] {
  return paths.flatMap((path) => {
    const alternates = alternateLinks(site, path);
    return LOCALES.map((locale) => ({ loc: canonicalUrl(site, locale, path), alternates }));
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap document (sitemaps.org with `xhtml:link` alternates). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.alternates
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
        )
        .join('')}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the account pages and the API's own paths; `/media/` stays allowed. */
export function robotsTxt(site: string | URL): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /v1/', 'Disallow: /auth/'];
  for (const locale of LOCALES) lines.push(`Disallow: /${locale}/account/`);
  lines.push('Allow: /media/', '', `Sitemap: ${new URL('/sitemap.xml', site).href}`, '');
  return lines.join('\n');
}
