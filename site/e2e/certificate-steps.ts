import type { Page } from 'playwright-core';
import { listCompanies, listLandingPages } from '@migralink/shared/api/catalogue';
import { apiCaller } from '../../infra/local/test/accounts';
import { hydrated } from '../../infra/local/test/browser';

/**
 * What the browser tests of certificates share: the certificate page's parts they read, the badges and the pages
 * that show them.
 */

/** The certificate page's status banner. */
export const statusBanner = (page: Page) => page.locator('.certificate-status');
/** What the banner says: `valid`, `expired`, `revoked` or `not_found`. */
export const statusOf = (page: Page) => statusBanner(page).getAttribute('data-status');
/** The status the banner shows in words. */
export const statusWord = (page: Page) => statusBanner(page).locator('.certificate-status__word');
/** What "Verify a PDF" said of the last file dropped (`data-outcome`). */
export const pdfResult = (page: Page) => page.locator('.certificate-pdf__result');

/** Drops a file on the page's "Verify a PDF" zone, as a visitor dragging it from their desktop. */
export async function dropPdf(page: Page, name: string, bytes: Buffer): Promise<void> {
  const zone = page.locator('.certificate-pdf__zone');
  await hydrated(zone);
  const transfer = await page.evaluateHandle(
    ({ name, data }) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(
        new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type: 'application/pdf' }),
      );
      return dataTransfer;
    },
    { name, data: bytes.toString('base64') },
  );
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/**
 * An SEO landing page (its path, without locale and `/companies/`) whose pre-built first page holds the
 * company's card: premium companies come first, so a certified one is on the first page of each of its lists.
 */
export async function landingPageWith(api: string, companyUuid: string): Promise<string> {
  const call = apiCaller(api);
  const { data } = await call(listLandingPages, {});
  for (const page of data.pages) {
    const { data: list } = await call(listCompanies, { query: { slug: page.path } });
    if (list.base_search.some((card) => card.uuid === companyUuid)) return page.path;
  }
  throw new Error(`No landing page lists company ${companyUuid}`);
}

/** The "Certified" badges of a certificate on a page, once their check has decided (`certificate-badge-element.ts`). */
export const checkedBadges = (page: Page, number: string) =>
  page.locator(`certificate-badge[data-number="${number}"][data-checked]`);
