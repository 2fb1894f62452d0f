import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sendCompanyLead } from '@migralink/shared/api/lead-forms';
import { apiCaller } from '../../infra/local/test/accounts';
import { browserSession, islandsHydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings, type Listing } from '../../infra/local/test/company-listing';
import { readyFormToken } from './form-token';

const { site, api, mail } = startedProduct();
const browser = browserSession(site);
const listing = companyListings({ api, mail });

type T = ReturnType<typeof useTranslations>;

/** A visitor's lead to the listing's company (about its service when `service`), sent as the public form sends it. */
async function sendLead(
  { companyUuid, serviceUuid }: Listing,
  name: string,
  service: boolean,
  formToken: string,
): Promise<string> {
  // A visitor of its own address, so the test spends no rate limit of the browser's.
  const viewer = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const { data } = await apiCaller(api, { locale: 'ru', viewer })(sendCompanyLead, {
    body: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`,
      message: `A question from ${name}`,
      consent: true,
      country: 'UA',
      company_id: companyUuid,
      ...(service ? { service_id: serviceUuid } : {}),
      attribution: { utm_source: 'google', utm_medium: 'cpc' },
      form_token: formToken,
      idempotency_key: randomUUID(),
    },
  });
  return data.uuid;
}

const row = (page: Page, name: string) => page.locator('.leads-list__item').filter({ hasText: name });
const openButton = (page: Page, t: T, name: string) =>
  page.getByRole('button', { name: t('admin.leads.open_named', { name }), exact: true });

describe('the leads inbox', () => {
  it.each([
    ['ru', useTranslations('ru')],
    ['uk', useTranslations('uk')],
  ] as const)('in %s the owner sees the leads, filters them, works one and deletes the other', async (language, t) => {
    const mine = await listing('published');
    const first = `Anna ${language} ${randomInt(1000)}`;
    const second = `Boris ${language} ${randomInt(1000)}`;
    const formToken = await readyFormToken(api);
    const firstId = await sendLead(mine, first, false, formToken);
    await sendLead(mine, second, true, formToken);

    const page = await browser.openPage(`/${language}/admin/leads/`, { session: mine.owner.session });
    // Both, newest first, each unread; the second is about the company's service.
    await openButton(page, t, second).waitFor();
    await openButton(page, t, first).waitFor();
    expect(await page.locator('.leads-list__open').allTextContents()).toEqual([second, first]);
    await row(page, first).getByText(t('admin.leads.unread'), { exact: true }).waitFor();
    await row(page, second).getByText(t('admin.leads.about_service'), { exact: true }).waitFor();
    await page.getByText(t('admin.leads.filter.one_at_a_time'), { exact: true }).waitFor();

    // By status: none is in progress yet; all are new.
    const status = page.getByLabel(t('admin.leads.filter.status'), { exact: true });
    await status.selectOption('in_progress');
    await page.getByText(t('admin.leads.empty'), { exact: true }).waitFor();
    await status.selectOption('new');
    await openButton(page, t, first).waitFor();
    await openButton(page, t, second).waitFor();
    await status.selectOption('');
    await openButton(page, t, first).waitFor();

    // Opening the first shows what was sent, and marks it read.
    await openButton(page, t, first).click();
    await page.getByRole('heading', { name: first, exact: true }).waitFor();
    await page.getByText(`A question from ${first}`, { exact: true }).waitFor();
    await page.getByText('google', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(firstId);
    await page.getByRole('button', { name: t('admin.leads.back'), exact: true }).click();
    await openButton(page, t, first).waitFor();
    expect(await row(page, first).getByText(t('admin.leads.unread'), { exact: true }).count()).toBe(0);
    expect(await row(page, second).getByText(t('admin.leads.unread'), { exact: true }).count()).toBe(1);

    // In progress, saved: a reload of its address opens it again with that status.
    await openButton(page, t, first).click();
    const select = page.getByLabel(t('admin.leads.status_label'), { exact: true });
    await select.selectOption('in_progress');
    await page.getByText(t('admin.leads.status_saved'), { exact: true }).waitFor();
    await page.reload();
    await islandsHydrated(page);
    await page.getByRole('heading', { name: first, exact: true }).waitFor();
    await expect.poll(() => select.inputValue()).toBe('in_progress');
    await page.getByRole('button', { name: t('admin.leads.back'), exact: true }).click();
    await row(page, first).getByText(t('admin.leads.status.in_progress'), { exact: true }).waitFor();

    // The second is deleted once confirmed, and stays gone.
    await openButton(page, t, second).click();
    await page.getByRole('button', { name: t('admin.leads.delete'), exact: true }).click();
    await page.getByText(t('admin.leads.delete_confirm'), { exact: true }).waitFor();
    await page.getByRole('button', { name: t('admin.leads.delete_yes'), exact: true }).click();
    await page.getByText(t('admin.leads.deleted'), { exact: true }).waitFor();
    await openButton(page, t, first).waitFor();
    expect(await openButton(page, t, second).count()).toBe(0);
    await page.reload();
    await islandsHydrated(page);
    await openButton(page, t, first).waitFor();
    expect(await openButton(page, t, second).count()).toBe(0);
  });

  it('keeps the account sidebar at the top of a long lead page on a desktop', async () => {
    const mine = await listing('published');
    const t = useTranslations('ru');
    await sendLead(mine, 'Dana Desktop', true, await readyFormToken(api));
    const page = await (await browser.newContext({ session: mine.owner.session })).newPage();
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${site}/ru/admin/leads/`);
    await islandsHydrated(page);
    await openButton(page, t, 'Dana Desktop').click();
    await page.getByRole('heading', { name: 'Dana Desktop', exact: true }).waitFor();
    const sidebarTop = () =>
      page.locator('.admin-page__aside').evaluate((aside) => aside.getBoundingClientRect().top + window.scrollY);
    const atFirst = await sidebarTop();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await sidebarTop()).toBe(atFirst);
  });

  it('fits a 390 px phone', async () => {
    const mine = await listing('published');
    const t = useTranslations('en');
    await sendLead(mine, 'Carla Phone', true, await readyFormToken(api));
    const context = await browser.newContext({ session: mine.owner.session });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site}/en/admin/leads/`);
    await islandsHydrated(page);
    await openButton(page, t, 'Carla Phone').click();
    await page.getByRole('heading', { name: 'Carla Phone', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
