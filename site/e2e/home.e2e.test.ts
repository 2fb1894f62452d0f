import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { browserSession, hydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site, api } = startedProduct();
/** Germany, as the search island must name it after loading countries from the API. */
const GERMANY: Record<Locale, string> = { en: 'Germany', ru: 'Германия', uk: 'Німеччина' };

const { openPage } = browserSession(site);

describe.each(LOCALES)('the home page in %s', (locale) => {
  const t = useTranslations(locale);

  it('is in that language, with its canonical and alternate links', async () => {
    const page = await openPage(`/${locale}/`);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('home.hero.title'));
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(new RegExp(`/${locale}/$`));
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => link.getAttribute('hreflang')),
    );
    expect(alternates.sort()).toEqual([...LOCALES, 'x-default'].sort());
  });

  it('fills the search filters from the API, named in that language', async () => {
    const page = await openPage(`/${locale}/`);
    const country = page.getByLabel(t('home.search.country'));
    // Whatever fills the filters has run: an island hydrates (once visible), server HTML is ready as it comes.
    await hydrated(country);
    await expect.poll(() => country.locator('option').allTextContents()).toContain(GERMANY[locale]);
  });
});

describe.each(['en', 'uk'] as const)('what the home page in %s offers beyond the search', (locale) => {
  const t = useTranslations(locale);

  it('recommends companies as cards: the countries they serve, named in that language, and their lowest price', async () => {
    const page = await openPage(`/${locale}/`);
    const section = page.getByRole('region', { name: t('home.recommended.title') });
    const cards = section.locator('[data-testid="recommended-companies"] > li');
    expect(await cards.count()).toBeGreaterThan(0);
    // The first company of the list of every public company, as the API recommends it.
    const answer = await fetch(`${api}/v1/companies/recommended`, { headers: { 'X-Localization': locale } });
    const { data } = (await answer.json()) as { data: { uuid: string; countries: { name: string }[] }[] };
    expect(await cards.first().getAttribute('data-uuid')).toBe(data[0]!.uuid);
    const countries = await section.locator('.company-card__countries').first().textContent();
    const label = t('companies.countries', { countries: '' });
    expect(countries?.startsWith(label)).toBe(true);
    expect(countries).toContain(data[0]!.countries[0]!.name);
    if (locale === 'uk') expect(countries).toMatch(/[А-Яа-яІіЇїЄє]/);
    const price = section.locator('.company-card__price').first();
    expect(await price.textContent()).toContain(t('companies.price_from', { price: '' }).trim());
    expect(await price.textContent()).toContain('€');
  });

  it("shows the recommended companies' prices in the currency the visitor chooses", async () => {
    const page = await openPage(`/${locale}/`);
    const price = page.locator('[data-testid="recommended-companies"] [data-price-of]').first();
    expect(await price.textContent()).toContain('€');
    const currency = page.locator('currency-switch select').first();
    await hydrated(currency);
    await currency.selectOption('USD');
    await expect.poll(() => price.textContent()).toMatch(/\$|USD/);
    expect(await price.textContent()).not.toContain('€');
  });

  it('links the landing pages of popular destinations and purposes', async () => {
    const page = await openPage(`/${locale}/`);
    const destinations = page.getByRole('navigation', { name: t('home.popular.destinations') }).getByRole('link');
    expect(await destinations.count()).toBeGreaterThan(0);
    const purposes = page.getByRole('navigation', { name: t('home.popular.purposes') }).getByRole('link');
    expect(await purposes.count()).toBeGreaterThan(0);
    expect(await purposes.first().getAttribute('href')).toMatch(
      new RegExp(`^/${locale}/companies/[a-z0-9-]+/[a-z0-9-]+/$`),
    );
    const [name, href] = [await destinations.first().textContent(), await destinations.first().getAttribute('href')];
    expect(href).toMatch(new RegExp(`^/${locale}/companies/[a-z0-9-]+/$`));
    await destinations.first().click();
    await page.waitForURL(`${site}${href}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(name);
  });

  it('searches for the citizens of a country: the home search leads to the companies page with that filter', async () => {
    const page = await openPage(`/${locale}/`);
    const from = page.getByRole('form', { name: t('home.search.title') }).getByLabel(t('companies.from'));
    await from.selectOption('UA');
    await page.getByRole('button', { name: t('home.search.submit') }).click();
    await page.waitForURL(`${site}/${locale}/companies/?from=UA`);
    const applied = page.getByLabel(t('companies.from'));
    await expect.poll(() => applied.inputValue()).toBe('UA');
  });
});

describe('switching language', () => {
  it('leads from English to the same page in Russian, then Ukrainian', async () => {
    const page = await openPage('/en/');
    await page.click('a[hreflang="ru"]');
    await page.waitForURL(`${site}/ru/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(useTranslations('ru')('home.hero.title'));
    await page.click('a[hreflang="uk"]');
    await page.waitForURL(`${site}/uk/`);
    expect(await page.getAttribute('html', 'lang')).toBe('uk');
    expect(await page.getAttribute('a[hreflang="uk"]', 'aria-current')).toBe('page');
  });

  it("sends / to the visitor's language", async () => {
    const page = await openPage('/', { locale: 'ru-RU' });
    await page.waitForURL(`${site}/ru/`);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
  });
});
