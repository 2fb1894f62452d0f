import type { CompanyPage } from '@migralink/shared/schemas/catalogue';

/**
 * What a company page says to search engines and maps: its offices' positions
 * and the schema.org JSON-LD. Apart from the text formatting of `company-view.ts`,
 * so the search's cards never load it.
 */

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
