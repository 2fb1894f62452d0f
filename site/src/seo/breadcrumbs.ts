import type { Locale } from '@migralink/shared/locales';
import { canonicalUrl } from '@/urls/localized-url';

export interface Crumb {
  readonly name: string;
  /** The page's path without its locale; undefined when no page is built for it. */
  readonly path: string | undefined;
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
