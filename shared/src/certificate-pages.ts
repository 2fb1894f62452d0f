import { CERTIFICATES_PATH } from './certificate-path';
import { isLocale, type Locale } from './locales';

/**
 * A certificate's public address, without the schemas (no zod): what the site's verification page, the
 * servers that serve it (CloudFront's function, the local ones) and the mails and PDFs that link to it share
 * (docs/product.md, "Certificates").
 */

/** `ML-2026-000123`: the platform's prefix, the year of approval, the approval's place in that year. */
export const CERTIFICATE_NUMBER = /^ML-\d{4}-\d{6}$/;

/**
 * The one page built for every certificate (numbers are given after the build): each address
 * `/{locale}/certificates/{number}/` is served from `/{locale}/certificates/view/`, which reads the number
 * from the address.
 */
export const CERTIFICATE_SHELL = 'view';

/** A number as people type or copy it (spaces, lower case, long dashes) in the form the platform writes; else undefined. */
export function certificateNumberOf(text: string | null | undefined): string | undefined {
  const number = (text ?? '')
    .replace(/[\s\u00a0]+/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toUpperCase();
  return CERTIFICATE_NUMBER.test(number) ? number : undefined;
}

/** The address of a certificate's page: its language and what stands where the number goes (any text but a file name). */
export function certificateAddress(pathname: string): { locale: Locale; segment: string } | undefined {
  const [locale, section, segment, ...rest] = pathname.split('/').filter(Boolean);
  // A segment with a dot is a file (`index.html`), never a number.
  if (!isLocale(locale) || `/${section}/` !== CERTIFICATES_PATH || !segment || segment.includes('.') || rest.length)
    return undefined;
  try {
    return { locale, segment: decodeURIComponent(segment) };
  } catch {
    return { locale, segment };
  }
}

/**
 * The built page an address is served from when it is a certificate's (`/ru/certificates/ML-2026-000123/` →
 * `/ru/certificates/view/`); undefined for every other address.
 */
export function certificateShellPath(pathname: string): string | undefined {
  const address = certificateAddress(pathname);
  return address && `/${address.locale}${CERTIFICATES_PATH}${CERTIFICATE_SHELL}/`;
}
