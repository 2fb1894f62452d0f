import { describe, expect, it } from 'vitest';
import { getCompanyStatistics } from '@migralink/shared/api/statistics';
import { apiCaller } from '../../infra/local/test/accounts';
import { browserSession } from '../../infra/local/test/browser';
import { companyListings } from '../../infra/local/test/company-listing';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });
const t = useTranslations('en');

/** A crawler's user agent: its views are no visitor's (`docs/product.md`, "Page views and statistics"). */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Page views are counted from the access log of the site's server (CloudFront's in AWS; locally the dev server
 * stands in for it and ships its log into the logs bucket a few seconds after a request), by the page-view count
 * the product runs every few seconds locally (hourly in AWS). The page itself reports nothing.
 */
describe('page views', () => {
  it("of a company's page and a service's page show on the company's statistics screen; a crawler's view and other pages add nothing", async () => {
    const mine = await listing('published');
    const { companyUuid, serviceUuid, texts } = mine;
    // First what counts nothing, so that it is in the log before what counts: a crawler's view of the company's
    // page, and the visitor's look at the companies list (no company's page).
    const crawled = await fetch(`${site}/en/company/?id=${companyUuid}`, { headers: { 'user-agent': CRAWLER } });
    expect(crawled.status).toBe(200);
    // Read to its end: a request whose client goes away first is logged with no status (`000`), and counts nothing.
    await crawled.text();
    const visitor = await browser.openPage('/en/companies/');
    // The company's page (its `?id=` address, a company published after the last build) and its service's in
    // Russian, each with the API calls its island makes, which are not pages either.
    await visitor.goto(`${site}/en/company/?id=${companyUuid}`);
    await visitor.getByRole('heading', { name: texts.company.en }).waitFor();
    await visitor.goto(`${site}/ru/service/?id=${serviceUuid}`);
    await visitor.getByRole('heading', { level: 1, name: texts.service.ru }).waitFor();

    // The product's own signal: its statistics answer the views once their log is shipped and counted.
    const owner = apiCaller(api, { token: mine.owner.session.token });
    const statistics = async () => (await owner(getCompanyStatistics, { query: { days: '7' } })).data;
    const pageViews = async () => {
      const { days, services } = await statistics();
      return { total: days.reduce((sum, day) => sum + day.page_views, 0), services };
    };
    await expect
      .poll(pageViews)
      .toEqual({ total: 2, services: [{ uuid: serviceUuid, name: expect.any(String), page_views: 1 }] });
    expect((await statistics()).days.at(-1)!.page_views).toBe(2);

    const screen = await browser.openPage('/en/admin/statistics/?days=7', { session: mine.owner.session });
    const tile = screen.locator('.stats-tile').filter({ hasText: t('admin.statistics.page_views') });
    await expect.poll(() => tile.locator('.stats-tile__value').textContent()).toBe('2');
    await tile.getByText(t('admin.statistics.page_views_hint')).waitFor();
    const serviceRow = screen.locator('.stats-services tbody tr').filter({ hasText: texts.service.en });
    expect(await serviceRow.locator('td').textContent()).toBe('1');
  });
});
