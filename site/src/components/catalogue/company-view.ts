import type { Locale } from '@migralink/shared/locales';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import type { TimeUnit } from '@migralink/shared/enums';

/** 1 = Monday … 7 = Sunday (the API's numbering), as the locale names the weekday (short by default). */
export function weekdayName(day: number, locale: string, style: 'short' | 'long' = 'short'): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** Days as the locale names them, runs of three or more joined: `Mon–Fri`, `Sat, Sun`. */
export function weekdayRanges(days: readonly number[], locale: string): string {
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${weekdayName(run[0]!, locale)}–${weekdayName(run.at(-1)!, locale)}`]
        : run.map((day) => weekdayName(day, locale)),
    )
    .join(', ');
}

/**
 * Currencies written with their plain symbol, not the narrow one: the narrow
 * symbol of the Canadian dollar is `$`, the US dollar's.
 */
const SHARED_NARROW_SYMBOL: ReadonlySet<string> = new Set(['CAD']);

/**
 * A service's price in its currency: one amount, a range, or undefined when the
 * company hides it. The narrow symbol (`1 500 €`), so every language writes the
 * sign where it has one (Ukrainian's own symbol for the euro is `EUR`).
 */
export function priceText(
  service: Pick<ServiceSummary, 'price_from' | 'price_to' | 'currency'>,
  locale: string,
): string | undefined {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: service.currency,
    currencyDisplay: SHARED_NARROW_SYMBOL.has(service.currency) ? 'symbol' : 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const { price_from: from, price_to: to } = service;
  if (from === null && to === null) return undefined;
  if (from === null || to === null || from === to) return format.format((from ?? to)!);
  return format.formatRange(from, to);
}

/**
 * The `lang` attribute of a company's or service's own texts on a page in
 * `locale`: none when they are in the page's language, else theirs (the API
 * shows an item not written in full in the page's language in English).
 */
export const ownTextLang = (textLocale: Locale, locale: Locale): { lang?: Locale } =>
  textLocale === locale ? {} : { lang: textLocale };

/** A duration in the language's words and plural forms: `3 weeks`, `3 недели`, `5 тижнів`. */
export function durationText(duration: number, unit: TimeUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(duration);
}

type PublicOffice = CompanyPage['offices'][number];
type Position = Pick<PublicOffice, 'lat' | 'long'>;

/** Whether an office has a real map position (in range, and not the 0,0 of an unset one). */
export function hasPosition({ lat, long }: Position): boolean {
  const inRange = Math.abs(lat) <= 90 && Math.abs(long) <= 180;
  return Number.isFinite(lat) && Number.isFinite(long) && inRange && (lat !== 0 || long !== 0);
}

/** The office's position on OpenStreetMap: a marker, zoomed to street level. */
export function openStreetMapUrl({ lat, long }: Position): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${long}#map=16/${lat}/${long}`;
}

/** schema.org `Place` of a shown office: its address, and its coordinates and map when it has a position. */
function officePlace(office: PublicOffice): Record<string, unknown> {
  return {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', streetAddress: office.address },
    ...(hasPosition(office)
      ? {
          geo: { '@type': 'GeoCoordinates', latitude: office.lat, longitude: office.long },
          hasMap: openStreetMapUrl(office),
        }
      : {}),
  };
}

/** schema.org `Organization` of a company page, for search engines (JSON-LD); each shown office is a `location`. */
export function organizationJsonLd(company: CompanyPage, pageUrl: string, origin: string): Record<string, unknown> {
  const emails = [...new Set(company.offices.map((office) => office.email).filter(Boolean))];
  const places = company.offices.filter((office) => office.show_block).map(officePlace);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: pageUrl,
    ...(company.motto ? { slogan: company.motto } : {}),
    ...(company.description ? { description: company.description } : {}),
    ...(company.logo ? { logo: new URL(company.logo, origin).href } : {}),
    ...(emails[0] ? { email: emails[0] } : {}),
    address: company.offices.map((office) => ({ '@type': 'PostalAddress', streetAddress: office.address })),
    contactPoint: company.offices.flatMap((office) =>
      office.phones.map((phone) => ({ '@type': 'ContactPoint', telephone: phone.phone_number })),
    ),
    ...(places.length > 0 ? { location: places } : {}),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
