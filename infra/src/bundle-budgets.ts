import { routes } from '@migralink/shared/routes';

/** A function's bundle, minified, at most (its cold start grows with it). */
export const BUNDLE_BUDGET_KB = 300;

/**
 * The inbox's export carries exceljs's streaming writer and its zip libraries (~611 KB; the
 * package's entry with its readers would be 1.2 MB). The product's choice of library, on one
 * route a company calls now and then: its cold start measured ~66 ms, within the 100 ms aim.
 * It alone may weigh more, up to this, and no other function may carry exceljs.
 */
export const EXPORT_FUNCTION = 'leads/export-company-leads';
export const EXPORT_BUDGET_KB = 650;

/**
 * The routes that take payments carry the official Stripe client (~248 KB minified: every
 * resource of its API, which it does not let a bundler leave out), loaded on first use
 * (`src/lib/stripe.ts`) from a chunk of its own, so a cold start that does not pay neither reads
 * nor evaluates it (`LAZY_MODULES`, `bundling.ts`). Their code may weigh up to this in all; no
 * other function may carry it.
 */
export const PAYMENT_FUNCTIONS = new Set(routes.filter((route) => route.access.payments).map((route) => route.handler));
export const PAYMENT_BUDGET_KB = 450;

/**
 * The routes that render a certificate's PDF (they read and write the rendered PDFs) carry pdf-lib
 * (~225 KB minified, with its standard fonts' metrics ~130 KB) and fontkit (~700 KB: it ships as one
 * prebuilt file with its Unicode tables and decompressors, nothing a bundler can leave out), ~1.3 MB in
 * all; the font is a file beside the bundle, not in it (`bundling.ts`). A PDF is rendered once per
 * certificate and kept in S3, and the renderer is loaded only to render (`certificates/certificate-pdf.ts`),
 * from a chunk of its own, so a cold start neither reads nor evaluates it (`LAZY_MODULES`). No other
 * function may carry them.
 */
export const PDF_FUNCTIONS = new Set(
  routes.filter((route) => route.access.uploads === 'certificates').map((route) => route.handler),
);
export const PDF_BUDGET_KB = 1400;

/** The most a function's bundle may weigh, minified (KB): what `npm run bench` reports against and the bundle test holds. */
export const budgetOf = (handler: string): number =>
  handler === EXPORT_FUNCTION
    ? EXPORT_BUDGET_KB
    : PDF_FUNCTIONS.has(handler)
      ? PDF_BUDGET_KB
      : PAYMENT_FUNCTIONS.has(handler)
        ? PAYMENT_BUDGET_KB
        : BUNDLE_BUDGET_KB;
