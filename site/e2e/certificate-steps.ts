import type { Page } from 'playwright-core';
import { listCompanies, listLandingPages } from '@migralink/shared/api/catalogue';
import { apiCaller } from '../../infra/local/test/accounts';

/** What the browser tests of certificates share: the cards' badges and the pages that show them. */

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
