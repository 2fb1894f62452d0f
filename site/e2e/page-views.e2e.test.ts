import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';

const { site } = startedProduct();
const { newPage } = browserSession(site);

interface Report {
  readonly status: number;
  readonly type: string | undefined;
  readonly view: { path: string; locale: string | null; referrer: string; title: string };
}

/** Every page view the page reports to the product's own API, with the API's answer. */
async function reportsOf(page: Page): Promise<Report[]> {
  const reports: Report[] = [];
  // Passed on through the test, which is how a beacon's body can be read.
  await page.route('**/v1/page-views', async (route) => {
    const request = route.request();
    const response = await route.fetch();
    reports.push({
      status: response.status(),
      type: request.headers()['content-type'],
      view: request.postDataJSON() as Report['view'],
    });
    await route.fulfill({ response });
  });
  return reports;
}

const reportOf = async (reports: Report[], path: RegExp) => {
  await expect.poll(() => reports.find(({ view }) => path.test(view.path))).toBeDefined();
  return reports.find(({ view }) => path.test(view.path))!;
};

describe('page views', () => {
  it("are reported to the API from a company's page, which takes them, with the previous page as the referrer", async () => {
    const page = await newPage({ locale: 'uk-UA' });
    const reports = await reportsOf(page);
    await page.goto(`${site}/uk/companies/`);
    const card = page.locator('[data-testid="company-list"] > li a[href*="/company/"]').first();
    const href = await card.getAttribute('href');
    await card.click();
    const company = await reportOf(reports, /^\/uk\/company\//);
    expect(company).toMatchObject({
      status: 204,
      type: 'application/json',
      view: { path: href, locale: 'uk', referrer: `${site}/uk/companies/` },
    });
    expect(company.view.title).toBe(await page.title());
    // The list's view counts for no company, so it sent nothing.
    expect(reports.map(({ view }) => view.path)).toEqual([href]);
  });

  it('reports a service page in Russian as well, once per page', async () => {
    const page = await newPage({ locale: 'ru-RU' });
    const reports = await reportsOf(page);
    await page.goto(`${site}/ru/companies/`);
    await page.locator('[data-testid="company-list"] > li a[href*="/company/"]').first().click();
    await reportOf(reports, /^\/ru\/company\//);
    const service = page.locator('a[href*="/service/"]').first();
    await service.click();
    const view = await reportOf(reports, /^\/ru\/service\//);
    expect(view).toMatchObject({ status: 204, view: { locale: 'ru' } });
    expect(reports.filter(({ view: { path } }) => path === view.view.path)).toHaveLength(1);
  });
});
