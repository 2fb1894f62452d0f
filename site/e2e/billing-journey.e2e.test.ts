import { describe, expect, it } from 'vitest';
import { listCompanyAdvertisements } from '@migralink/shared/api/billing';
import { setCompanyPlan } from '@migralink/shared/api/moderation';
import { browserSession, hydrated, islandsHydrated, showsText } from '../../infra/local/test/browser';
import { testAccounts } from '../../infra/local/test/accounts';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings, secondApprovedService, staffApi } from '../../infra/local/test/company-listing';

const product = startedProduct();
const { site, api, mail } = product;
const browser = browserSession(site);
const listing = companyListings({ api, mail });
const t = useTranslations('en');

/** The first purpose of the reference data: the listing's services are for it (`secondApprovedService`). */
const WORK = '1';

describe('a company pays for a plan and an advertisement', () => {
  it('meets its plan’s limit, pays Pro at the checkout, publishes at once, then advertises to the searches of its country and purpose', async () => {
    // One service published, a second approved; the services page is open while the company is on Pro.
    const mine = await listing('published');
    const second = 'Family reunion, paid journey';
    await secondApprovedService({ api, mail }, mine, second);
    const owner = await browser.openPage('/en/admin/services/', { session: mine.owner.session });
    const row = owner.getByRole('listitem', { name: second, exact: true });
    const publish = row.getByRole('button', { name: t('admin.action.publish'), exact: true });
    await hydrated(publish);

    // Meanwhile the plan is Basic again (its subscription ended): publishing a second service is refused.
    const staff = await staffApi({ api, mail });
    await staff(setCompanyPlan, { params: { uuid: mine.companyUuid }, body: { plan: 'basic' } });
    await publish.click();
    const modal = owner.getByRole('dialog', { name: t('admin.plan_limit.title') });
    await modal.waitFor();
    const plans = new Intl.ListFormat('en', { type: 'disjunction' }).format([
      t('admin.plan.pro'),
      t('admin.plan.premium'),
    ]);
    await showsText(modal.locator('p').first(), t('admin.plan_limit.text', { plans }));

    // The modal leads to the tariffs, carrying the screen it opened on; Pro is bought monthly on the payment page.
    await modal.getByRole('link', { name: t('admin.plan_limit.to_tariffs') }).click();
    await owner.waitForURL(/\/en\/tariffs\/\?return_to=%2Fen%2Fadmin%2Fservices%2F$/);
    await islandsHydrated(owner);
    await owner.getByRole('button', { name: t('tariffs.buy', { plan: t('admin.plan.pro') }) }).click();
    await owner.waitForURL(/\/pay\/cs_/);
    await owner.getByRole('button', { name: /^Pay / }).click();

    // The subscription screen settles it (the plan is Pro at once, whether or not the webhook came yet) and goes back.
    await owner.waitForURL((url) => url.pathname === '/en/admin/services/');
    expect(new URL(owner.url()).search).toBe('');
    await islandsHydrated(owner);
    const again = owner.getByRole('listitem', { name: second, exact: true });
    await again.getByRole('button', { name: t('admin.action.publish'), exact: true }).click();
    await again.getByRole('button', { name: t('admin.action.unpublish'), exact: true }).waitFor();

    // An advertisement for Germany and the listing's purpose: the empty list leads to the form.
    await owner.goto(`${site}/en/admin/advertising/`);
    await owner.waitForURL(/\/en\/admin\/advertising\/new\/$/);
    await islandsHydrated(owner);
    const slot = owner.getByRole('group', { name: t('admin.advertising.slot', { number: 1 }) });
    await slot.getByLabel(t('admin.advertising.country')).selectOption('DE');
    await slot.getByLabel(t('admin.advertising.purpose')).selectOption(WORK);
    // 30 days from today (the form's default) × 1 slot × €5.00, computed by the server.
    await owner.getByText(t('admin.advertising.quote_total', { price: '€150.00' })).waitFor();
    await owner.getByRole('button', { name: t('admin.advertising.pay'), exact: true }).click();
    await owner.waitForURL(/\/pay\/cs_/);
    await owner.getByRole('button', { name: /^Pay / }).click();
    await owner.waitForURL(/\/en\/admin\/advertising\//);
    await owner.getByText(t('admin.advertising.paid_running')).waitFor();
    await owner.getByText(t('admin.advertising.status.running'), { exact: true }).waitFor();

    // A visitor searching Germany for that purpose sees the company on top, marked; for another purpose, not.
    const visitor = await browser.openPage(`/en/companies/?country_destination=DE&purpose=${WORK}`);
    const advertised = visitor.getByRole('link', { name: `${t('ads.advertising')}: ${mine.texts.company.en}` });
    await advertised.waitFor();
    // One card per company on a page: not again among the results; on a phone the ad's card is as wide as theirs.
    const cards = visitor.locator('.company-card');
    expect(await cards.filter({ hasText: mine.texts.company.en }).count()).toBe(1);
    await visitor.setViewportSize({ width: 390, height: 844 });
    const width = async (card: typeof cards) => (await card.boundingBox())?.width;
    const ad = visitor.locator('.company-list--ads > .company-card').first();
    const organic = visitor.locator('.company-list:not(.company-list--ads) > .company-card').first();
    await expect
      .poll(async () => [await width(ad), await width(organic)])
      .toSatisfy(([a, b]) => a !== undefined && a === b);
    const other = await browser.openPage('/en/companies/?country_destination=DE&purpose=2');
    await islandsHydrated(other);
    await other.locator('.company-list').first().waitFor();
    expect(await other.getByRole('link', { name: `${t('ads.advertising')}: ${mine.texts.company.en}` }).count()).toBe(
      0,
    );

    // The visitor chooses it: its impression and click count by the token the search served it with.
    await advertised.click();
    const as = testAccounts({ api, mail }).callAs(mine.owner.session.token);
    const counted = async () => (await as(listCompanyAdvertisements, { query: {} })).data[0];
    await expect.poll(async () => (await counted())?.clicks).toBe(1);
    expect((await counted())?.impressions).toBeGreaterThanOrEqual(1);
  });
});
