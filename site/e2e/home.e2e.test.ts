import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@migralink/shared/locales';
import { browserSession, hydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const { site } = startedProduct();
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
