import type { Locale } from '@migralink/shared/locales';
import type { VisaMapDestination } from '@migralink/shared/schemas/visa-map';
import { countText } from '@/i18n/plural';
import type { Translate } from '@/i18n/format';
import { landingPagePath } from '@/urls/catalogue-paths';
import { filtersQuery } from '../../search/search-url';
import { localizedPath } from '@/urls/localized-url';
import type { VisaMapKey } from './messages';

/**
 * "Stay: 90 days", or nothing when the data gives no days. A plural family, not `daysText`: building the
 * `Intl.NumberFormat` of a unit costs a page its first formatter's start-up (~13 ms on a desktop), in the
 * middle of the list's render.
 */
export function stayText(
  destination: VisaMapDestination,
  locale: Locale,
  t: Translate<VisaMapKey>,
): string | undefined {
  return destination.days === null ? undefined : countText(t, 'visa_map.stay', destination.days, locale);
}

/**
 * "3 companies help with moving to Germany" and the destination's landing page
 * (`/{locale}/companies/germany/`) with the passport as the applicant's origin
 * (`?from=UA`); nothing when no company serves it.
 */
export function companiesLink(
  destination: VisaMapDestination,
  passport: string | undefined,
  locale: Locale,
  t: Translate<VisaMapKey>,
): { readonly text: string; readonly href: string } | undefined {
  const count = destination.companies_count;
  if (count <= 0) return undefined;
  const origin = passport ? `?${filtersQuery({ from: passport })}` : '';
  return {
    text: countText(t, 'visa_map.companies', count, locale, { country: destination.name }),
    href: localizedPath(landingPagePath(destination.slug), locale) + origin,
  };
}

/** A status's heading in the list: "Visa-free: 122 countries". */
export function groupHeading(status: string, count: number, locale: Locale, t: Translate<VisaMapKey>): string {
  return countText(t, 'visa_map.list.group', count, locale, { status });
}
