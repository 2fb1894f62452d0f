import type { Translate } from '@/i18n/format';
import type { MessageKey } from '@/i18n/messages';
import { COMPANIES_PATH, landingPagePath } from '@/urls/catalogue-paths';
import type { Crumb } from './breadcrumbs';

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
