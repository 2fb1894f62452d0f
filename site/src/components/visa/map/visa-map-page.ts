import type { Locale } from '@migralink/shared/locales';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import type { Crumb } from '@/seo/breadcrumbs';
import { canonicalUrl } from '@/urls/localized-url';
import type { PassportChoice } from '../passports';
import { passportMapPath, VISA_MAP_PATH } from '@/urls/visa-map-paths';

/** Home › Visa-free map (› the passport). */
export function visaMapCrumbs(
  labels: { readonly home: string; readonly map: string },
  passport?: PassportChoice,
): Crumb[] {
  return [
    { name: labels.home, path: '/' },
    { name: labels.map, path: VISA_MAP_PATH },
    ...(passport ? [{ name: passport.name, path: passportMapPath(passport.slug) }] : []),
  ];
}

/**
 * schema.org `Dataset` of a passport's page: the visa rules of one passport,
 * named and described in the page's language, with its last update.
 */
export function passportDatasetJsonLd(
  map: VisaMap,
  texts: { readonly name: string; readonly description: string; readonly publisher: string },
  site: string | URL,
  locale: Locale,
) {
  const url = canonicalUrl(site, locale, passportMapPath(map.passport.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: texts.name,
    description: texts.description,
    url,
    inLanguage: locale,
    isAccessibleForFree: true,
    dateModified: map.updated_at,
    creator: { '@type': 'Organization', name: texts.publisher, url: canonicalUrl(site, locale, '/') },
    spatialCoverage: { '@type': 'Place', name: 'World' },
    variableMeasured: map.visa_statuses.map((status) => status.name),
  };
}
