import { describe, expect, it } from 'vitest';
import { getSearchInit } from '@migralink/shared/api/reference';
import { LOCALES } from '@migralink/shared/locales';
import { PLAN_PRICES } from '@migralink/shared/prices';
import { setCompanyPlan } from '@migralink/shared/api/moderation';
import { apiCaller } from '../../infra/local/test/accounts';
import { browserSession, hydrated, islandsHydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { moneyText } from '../src/i18n/money';
import { companyListings, staffApi } from '../../infra/local/test/company-listing';

const { site, api, mail } = startedProduct();
const { openPage } = browserSession(site);
const listing = companyListings({ api, mail });

describe.each(LOCALES)('the tariffs page in %s', (locale) => {
  const t = useTranslations(locale);

  it('shows the three plans with their limits and prices, and its canonical and alternate links', async () => {
    const page = await openPage(`/${locale}/tariffs/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('tariffs.title'));
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(new RegExp(`/${locale}/tariffs/$`));
    const plans = page.locator('.plan');
    expect(await plans.locator('h2').allTextContents()).toEqual([
      t('admin.plan.basic'),
      t('admin.plan.pro'),
      t('admin.plan.premium'),
    ]);
    const pro = moneyText(PLAN_PRICES.pro.month / 100, 'EUR', locale);
    expect(await page.locator('.plan__amount:visible').allTextContents()).toContain(
      t('tariffs.price.per_month', { amount: pro }),
    );
    expect(await page.getByText(t('tariffs.note')).isVisible()).toBe(true);
    // The footer of every page leads here.
    expect(
      await page
        .locator('.site-footer')
        .getByRole('link', { name: t('common.footer.tariffs') })
        .count(),
    ).toBe(1);
  });
});

describe('the tariffs page', () => {
  const t = useTranslations('en');

  it("shows the year's prices with their saving, in the visitor's currency, and what is charged in euros", async () => {
    const page = await openPage('/en/tariffs/');
    await islandsHydrated(page);
    await page.getByText(t('tariffs.period.year'), { exact: true }).click();
    const year = moneyText(PLAN_PRICES.pro.year / 100, 'EUR', 'en');
    expect(await page.locator('.plan__amount:visible').allTextContents()).toContain(
      t('tariffs.price.per_year', { amount: year }),
    );
    const { data } = await apiCaller(api, { locale: 'en' })(getSearchInit, {});
    // The seed's reference data has a rate for every currency the site offers.
    const rate = data.currencies.find((currency) => currency.id === 'USD')!.rate;
    await page.getByLabel(t('common.currency')).selectOption('USD');
    const dollars = moneyText(Math.round(PLAN_PRICES.pro.year * rate) / 100, 'USD', 'en');
    await expect
      .poll(() => page.locator('.plan__amount:visible').allTextContents())
      .toContain(t('tariffs.price.per_year', { amount: dollars }));
    expect(await page.getByText(t('tariffs.price.charged', { amount: year })).isVisible()).toBe(true);
  });

  it('sends a visitor who chooses a plan to sign in, coming back to that choice', async () => {
    const page = await openPage('/en/tariffs/');
    const choose = page.getByRole('button', { name: t('tariffs.buy', { plan: t('admin.plan.pro') }) });
    await hydrated(choose);
    await choose.click();
    await page.waitForURL(/\/en\/login\/\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/en/tariffs/?plan=pro&period=month');
  });

  it('stacks the plans on a phone, with nothing running off the screen', async () => {
    const page = await openPage('/uk/tariffs/');
    await page.setViewportSize({ width: 390, height: 844 });
    const [first, second] = await page
      .locator('.plan')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(second).toBeGreaterThan(first!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

describe.each([
  ['ru', useTranslations('ru')],
  ['uk', useTranslations('uk')],
] as const)('a company on basic choosing a plan, in %s', (language, t) => {
  it('chooses in its account, declines at the checkout, and on coming back is told nothing was charged, its plan marked', async () => {
    const mine = await listing('published');
    const staff = await staffApi({ api, mail });
    await staff(setCompanyPlan, { params: { uuid: mine.companyUuid }, body: { plan: 'basic' } });

    // The subscription screen stays in the account, its sidebar beside it, and offers the paid plans there.
    const owner = await openPage(`/${language}/admin/subscriptions/`, { session: mine.owner.session });
    const choices = owner.getByRole('region', { name: t('admin.subscriptions.choose_title'), exact: true });
    await choices.waitFor();
    expect(new URL(owner.url()).pathname).toBe(`/${language}/admin/subscriptions/`);
    expect(await owner.getByRole('navigation', { name: t('admin_sidebar.label'), exact: true }).isVisible()).toBe(true);
    const monthly = t('tariffs.price.per_month', {
      amount: moneyText(PLAN_PRICES.pro.month / 100, 'EUR', language),
    });
    const choose = choices.getByRole('button', {
      name: t('admin.subscriptions.choose', { plan: t('admin.plan.pro'), price: monthly }),
      exact: true,
    });
    await hydrated(choose);
    await choose.click();

    // Declined at the payment page; Back leads to the tariffs, which say what happened.
    await owner.waitForURL(/\/pay\/cs_/);
    await owner.getByRole('button', { name: /^Decline/ }).click();
    await owner.getByRole('alert').waitFor();
    await owner.getByRole('link', { name: /Back/ }).click();
    await owner.waitForURL((url) => url.pathname === `/${language}/tariffs/`);
    const notice = owner.getByRole('status').filter({ hasText: t('tariffs.checkout_cancelled') });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
    // The address forgets the outcome: a reload does not say it again.
    expect(new URL(owner.url()).searchParams.get('checkout')).toBeNull();

    // The company's own plan is marked; it is offered no registration, and the paid plans are still offered.
    const basic = owner.getByRole('article', { name: t('admin.plan.basic'), exact: true });
    await basic.getByText(t('tariffs.current'), { exact: true }).waitFor();
    expect(await basic.getByRole('link', { name: t('tariffs.basic.register') }).isVisible()).toBe(false);
    const pro = owner.getByRole('article', { name: t('admin.plan.pro'), exact: true });
    expect(await pro.getByText(t('tariffs.current'), { exact: true }).isVisible()).toBe(false);
    expect(
      await pro.getByRole('button', { name: t('tariffs.buy', { plan: t('admin.plan.pro') }), exact: true }).isVisible(),
    ).toBe(true);
  });
});
