import type { Locale } from '@migralink/shared/locales';
import { COMPANY_SLUG } from '@migralink/shared/schemas/catalogue';
import { uuidOf } from './ids';
import { localeOfPath } from './localized-url';

/**
 * What an address the build has no page for may still name: a company by its
 * slug (`/ru/company/acme-1f2e3d4c/`), a service by its id
 * (`/ru/service/<uuid>/`), an SEO landing page by its path
 * (`/ru/companies/portugal/family-reunification/`). Published after the last
 * build, they are live: the 404 page shows them at the same address.
 */
export type LiveAddress =
  | { readonly kind: 'company'; readonly locale: Locale; readonly slug: string }
  | { readonly kind: 'service'; readonly locale: Locale; readonly id: string }
  | { readonly kind: 'landing'; readonly locale: Locale; readonly path: string };

const SEO_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The live page an address names, or undefined when it names none (a mistyped address: a real 404). */
export function liveAddress(pathname: string): LiveAddress | undefined {
  const locale = localeOfPath(pathname);
  const [, section, ...rest] = pathname.split('/').filter(Boolean);
  if (!locale || !section) return undefined;
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
