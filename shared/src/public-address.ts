import { isLocale, type Locale } from './locales';

/**
 * What a public address names, read the same way by the site and the API: a
 * company by its slug (`/ru/company/acme-1f2e3d4c/`) or, on the one page for
 * every company, by `?id=`; a service by its id (`/ru/service/<uuid>/`, or
 * `/ru/service/?id=<uuid>`); an SEO landing page by its path
 * (`/ru/companies/portugal/family-reunification/`). The not-found page shows
 * such an address live when it was published after the last build; the
 * page-view count reads the addresses of CloudFront's logs by it.
 */
export type PublicAddress =
  | { readonly kind: 'company'; readonly locale: Locale; readonly slug: string }
  | { readonly kind: 'company'; readonly locale: Locale; readonly id: string }
  | { readonly kind: 'service'; readonly locale: Locale; readonly id: string }
  | { readonly kind: 'landing'; readonly locale: Locale; readonly path: string };

/**
 * A company's slug (`acme-relocation-1f2e3d4c`: its name in latin letters and the start of its id). Here rather
 * than beside the schemas, so that the not-found page's script reads addresses without loading them.
 */
export const COMPANY_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEO_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A uuid as the API writes it (lowercase), or undefined for anything that is no uuid. */
export function uuidOf(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed && UUID.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/**
 * The company, service or landing page an address names, or undefined when it
 * names none (a mistyped address: a real 404). `search` is the query (`?id=…`),
 * read only on the pages that take an id there.
 */
export function publicAddress(pathname: string, search = ''): PublicAddress | undefined {
  const [first, section, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLocale(first) || !section) return undefined;
  const locale = first;
  if (rest.length === 0 && (section === 'company' || section === 'service')) {
    const id = uuidOf(new URLSearchParams(search).get('id'));
    if (!id) return undefined;
    return section === 'company' ? { kind: 'company', locale, id } : { kind: 'service', locale, id };
  }
  if (section === 'company' && rest.length === 1 && COMPANY_SLUG.test(rest[0]!)) {
    return { kind: 'company', locale, slug: rest[0]! };
  }
  const id = rest.length === 1 ? uuidOf(rest[0]) : undefined;
  if (section === 'service' && id) return { kind: 'service', locale, id };
  if (section === 'companies' && rest.length > 0 && rest.length <= 4 && rest.every((part) => SEO_SEGMENT.test(part))) {
    return { kind: 'landing', locale, path: rest.join('/') };
  }
  return undefined;
}

/** An address whose page views count, for its company (`docs/product.md`, "Page views and statistics"). */
export type CountedAddress = Extract<PublicAddress, { kind: 'company' | 'service' }>;

/** Whether a view of the address counts: a company's page or a service's page; no other page counts. */
export function countsPageViews(address: PublicAddress | undefined): address is CountedAddress {
  return address?.kind === 'company' || address?.kind === 'service';
}
