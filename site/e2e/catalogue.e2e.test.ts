import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSession, hydrated, islandsHydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site } = startedProduct();

const { openPage, newPage } = browserSession(site);

const cards = (page: Page) => page.locator('[data-testid="company-list"] > li');
const uuids = (page: Page) => cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-uuid')));

describe('the companies page', () => {
  it('opens with the filters of its URL, counts before applying and leads the applied filters to their landing page', async () => {
    const ru = useTranslations('ru');
    const page = await openPage('/ru/companies/?country_destination=RS');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ru('companies.title'));

    const destination = page.getByLabel(ru('home.search.country'));
    await expect.poll(() => destination.inputValue()).toBe('RS');
    expect(await destination.locator('option:checked').textContent()).toBe('Сербия');
    // The destinations companies serve come first; nobody moves to an uninhabited territory.
    const groups = await destination
      .locator('optgroup')
      .evaluateAll((all) =>
        all.map((group) => ({ label: group.getAttribute('label'), options: group.querySelectorAll('option').length })),
      );
    expect(groups.map((group) => group.label)).toEqual([
      ru('home.search.served_countries'),
      ru('home.search.other_countries'),
    ]);
    expect(groups[0]!.options).toBeLessThan(groups[1]!.options);
    expect(await destination.locator('optgroup').first().locator('option[value="RS"]').count()).toBe(1);
    expect(await destination.locator('option[value="AQ"]').count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    // Serbian companies, in Russian: every address is in Serbia, written in Cyrillic.
    const addresses = await page.locator('.company-card__address').allTextContents();
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.some((address) => /[А-Яа-я]/.test(address))).toBe(true);
    const shown = await cards(page).count();

    const status = page.locator('.company-search__count');
    await expect.poll(() => status.textContent()).toMatch(/\d/);
    const before = await status.textContent();

    // Another purpose: the count is asked again before anything is applied.
    const purpose = page.getByLabel(ru('home.search.purpose'));
    await hydrated(purpose);
    const values = await purpose
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    let changed: string | undefined;
    for (const value of values) {
      await purpose.selectOption(value);
      await expect.poll(() => status.textContent()).toMatch(/\d/);
      if ((await status.textContent()) !== before) {
        changed = value;
        break;
      }
    }
    expect(changed).toBeDefined();
    expect(await cards(page).count()).toBe(shown);
    expect(new URL(page.url()).search).toBe('?country_destination=RS');

    const total = Number((await status.textContent())?.replace(/\D/g, ''));
    await page.getByRole('button', { name: ru('companies.apply') }).click();
    if (total > 0) {
      // A landing page stands for Serbia and that purpose: the search leads to its clean address.
      await page.waitForURL(/\/ru\/companies\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Серби');
      await expect.poll(() => cards(page).count()).toBe(Math.min(total, 12));
    } else {
      await expect.poll(() => new URL(page.url()).search).toBe(`?country_destination=RS&purpose=${changed}`);
      await expect.poll(() => page.getByText(ru('companies.empty')).count()).toBe(1);
    }
  });

  it.each([
    ['uk', useTranslations('uk')],
    ['ru', useTranslations('ru')],
  ] as const)(
    'in %s never leaves the count counting: a count that fails says so, and the next change counts again',
    async (language, t) => {
      const page = await newPage({ locale: language });
      // The first count gets no answer (the connection drops), as on a flaky network.
      let refused = 0;
      await page.route('**/v1/search/count*', (route) => {
        refused += 1;
        return route.abort('connectionreset');
      });
      await page.goto(`${site}/${language}/companies/`);
      await islandsHydrated(page);
      const status = page.locator('.company-search__count');
      const purpose = page.getByLabel(t('home.search.purpose'));
      await hydrated(purpose);
      const [first, second] = await purpose
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      // The filters the page opens with are counted by their results; the first count asked is a change's.
      await purpose.selectOption(first!);
      await expect.poll(() => status.textContent()).toBe(t('companies.count_failed'));
      expect(refused).toBe(1);

      await page.unroute('**/v1/search/count*');
      await purpose.selectOption(second!);
      await expect.poll(() => status.textContent()).toMatch(/\d/);
      expect(await status.textContent()).not.toContain(t('companies.counting'));
    },
  );

  it("links the destinations with the most companies from every page's footer, in the page's language", async () => {
    const uk = useTranslations('uk');
    const page = await openPage('/uk/login/');
    const links = page.getByRole('navigation', { name: uk('common.footer.destinations') }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    const [name, href] = [await links.first().textContent(), await links.first().getAttribute('href')];
    expect(href).toMatch(/^\/uk\/companies\/[a-z0-9-]+\/$/);
    await links.first().click();
    await page.waitForURL(`${site}${href}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(name);
  });

  it('says what the premium badge means, in the language of the page', async () => {
    for (const locale of ['en', 'uk'] as const) {
      const t = useTranslations(locale);
      const page = await openPage(`/${locale}/companies/`);
      const badge = page.locator('.company-card__badge:not(.company-card__badge--ad)').first();
      await badge.waitFor();
      expect(await badge.getAttribute('title')).toBe(t('companies.premium_explained'));
      expect(await badge.textContent()).toBe(`${t('companies.premium')}: ${t('companies.premium_explained')}`);
    }
  });

  it('loads more companies without showing one twice, and switches language', async () => {
    const en = useTranslations('en');
    const page = await openPage('/en/companies/');
    await expect.poll(() => cards(page).count()).toBe(12);

    const loadMore = page.getByRole('button', { name: en('companies.load_more') });
    await hydrated(loadMore);
    await loadMore.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(12);
    const listed = await uuids(page);
    expect(new Set(listed).size).toBe(listed.length);

    await page.click('a[hreflang="uk"]');
    await page.waitForURL(`${site}/uk/companies/`);
    expect(await page.getAttribute('html', 'lang')).toBe('uk');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(useTranslations('uk')('companies.title'));
  });

  it('leads from a result to the pre-built company page, with offices, services and its schema.org description', async () => {
    const ru = useTranslations('ru');
    const page = await openPage('/ru/companies/?country_destination=RS');
    const first = cards(page).first().locator('h3 a');
    await expect.poll(() => first.count()).toBe(1);
    const name = await first.textContent();
    await first.click();
    await page.waitForURL(/\/ru\/company\/[a-z0-9-]+\/$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.getByRole('heading', { name: ru('company.offices') }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: ru('company.services') }).count()).toBe(1);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type'?: string; name?: string },
    );
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Organization', name }));

    // Switching language keeps the company.
    const { pathname: path, search } = new URL(page.url());
    await page.click('a[hreflang="en"]');
    await page.waitForURL(`${site}${path.replace('/ru/', '/en/')}${search}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it('says in the language of the address that it names no company, the language switch marking that language', async () => {
    for (const locale of ['ru', 'uk'] as const) {
      const t = useTranslations(locale);
      const page = await openPage(`/${locale}/company/no-such-company-0000abcd/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('not_found.title'));
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await page.locator(`header a[aria-current][hreflang="${locale}"]`).count()).toBe(1);
    }
  });
});
