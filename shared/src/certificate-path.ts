/**
 * A certificate's public address (docs/product.md, "Certificates"), alone: what a page with company cards
 * needs to link a badge, without the rest of `certificate-pages.ts` (which builds on it). Everything that
 * names the address imports it from here.
 */

/** `/certificates/`: the page that takes a number, and the prefix of every certificate's page. */
export const CERTIFICATES_PATH = '/certificates/';

/** `/certificates/ML-2026-000123/`: a certificate's page without its locale. */
export const certificatePagePath = (number: string): string => `${CERTIFICATES_PATH}${encodeURIComponent(number)}/`;
