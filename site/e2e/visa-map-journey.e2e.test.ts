import { describe, expect, it } from 'vitest';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import { browserSession, hydrated, showsText } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { groupHeading } from '../src/components/visa/map/destination-texts';
import { useTranslations } from '../src/i18n';
import { countText } from '../src/i18n/plural';
import { compareOnlyDifferences } from './passport-comparison-steps';

const { site, api } = startedProduct();
const { openPage } = browserSession(site);
const ru = useTranslations('ru');

/** The browser's language: locally the API takes the visitor's country from it (in AWS, from CloudFront). */
const BROWSER_LOCALE = 'ru-RU';

/** What the API answers, in Russian, as the build and the island read it. */
async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    headers: { 'X-Localization': 'ru', 'Accept-Language': BROWSER_LOCALE },
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The page's text as written (`Кот-д&#39;Ивуар` → `Кот-д'Ивуар`). */
const unescapeHtml = (html: string) =>
  html
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the visa-free map, in Russian', () => {
  it("opens on the visitor's passport, shows another one's map, a country's rule, leads to its companies, then compares passports", async () => {
    const { iso_code: visitor } = await apiData<{ iso_code: string }>('/v1/ip');
    const own = await apiData<VisaMap>(`/v1/countries/${visitor}/visa-map`);
    const ukraine = await apiData<VisaMap>('/v1/countries/UA/visa-map');
    // A destination the demo companies serve: its landing page lists them.
    const germany = ukraine.visa_map.find((destination) => destination.id === 'DE');
    expect(germany?.companies_count).toBeGreaterThan(0);

    const page = await openPage('/ru/visa-free-map/', { locale: BROWSER_LOCALE });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ru('visa_map.title'));
    // No passport in the address: the visitor's country.
    const passport = page.getByRole('combobox', { name: ru('visa_map.picker.label'), exact: true });
    await expect.poll(() => passport.inputValue()).toBe(own.passport.name);
    await showsText(
      page.locator('.visa-map__mobility strong'),
      countText(ru, 'visa_map.mobility', own.passport.mobility, 'ru'),
    );

    // Another passport from the searchable list: its map, and the address names it.
    await passport.fill(ukraine.passport.name);
    await page.waitForURL(/\?passport=UA$/);
    await showsText(
      page.locator('.visa-map__mobility strong'),
      countText(ru, 'visa_map.mobility', ukraine.passport.mobility, 'ru'),
    );
    const status = ukraine.visa_statuses.find((each) => each.id === germany!.status)!.name;
    const group = ukraine.visa_map.filter((destination) => destination.status === germany!.status).length;
    await page.getByRole('heading', { level: 3, name: groupHeading(status, group, 'ru', ru) }).waitFor();

    // The pointer over Germany on the map: its rule, the days, and the companies that help.
    const shape = page.locator(`path[data-id="DE"].visa-rule--${germany!.status}`);
    await shape.hover();
    const details = page.getByTestId('visa-map-details');
    await showsText(details.locator('.visa-map__details-name'), germany!.name);
    await details.getByText(status, { exact: true }).waitFor();
    const companies = countText(ru, 'visa_map.companies', germany!.companies_count, 'ru', {
      country: germany!.name,
    });
    // A click pins the details, so the pointer can go to the link.
    await shape.click();
    await details.getByRole('link', { name: companies }).click();
    // Germany's companies for applicants with the passport shown: it stays the origin filter.
    await page.waitForURL(`${site}/ru/companies/${germany!.slug}/?from=UA`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Германи');
    const origin = page.getByLabel(ru('companies.from'));
    await hydrated(origin);
    await expect.poll(() => origin.inputValue()).toBe('UA');

    // From there, the footer's comparison: three passports, only where they differ.
    const footer = page.getByRole('navigation', { name: ru('visa_map.footer.heading') });
    await footer.getByRole('link', { name: ru('visa_map.footer.comparison') }).click();
    await page.waitForURL(`${site}/ru/comparison-of-passports/`);
    await compareOnlyDifferences(page, [
      { search: 'укр', name: 'Украина' },
      { search: 'Герм', name: 'Германия' },
      { search: 'Казах', name: 'Казахстан' },
    ]);
    await expect.poll(() => new URL(page.url()).search).toBe('?passports=UA,DE,KZ');
  });

  it('lets a phone choose a country too small to tap by its name among those around the tap', async () => {
    const ukraine = await apiData<VisaMap>('/v1/countries/UA/visa-map');
    const germany = ukraine.visa_map.find((destination) => destination.id === 'DE')!;
    const page = await openPage('/ru/visa-free-map/?passport=UA', { locale: BROWSER_LOCALE, phone: true });
    const shape = page.locator(`path[data-id="DE"].visa-rule--${germany.status}`);
    const box = (await shape.boundingBox())!;
    // Germany is far smaller than a fingertip on a phone's map.
    expect(Math.min(box.width, box.height)).toBeLessThan(24);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

    const details = page.getByTestId('visa-map-details');
    await showsText(details.locator('.visa-map__details-name'), ru('visa_map.nearby'));
    const choices = details.getByRole('list', { name: ru('visa_map.nearby') }).getByRole('button');
    await expect.poll(() => choices.count()).toBeGreaterThan(1);
    await choices.filter({ hasText: germany.name }).click();
    await showsText(details.locator('.visa-map__details-name'), germany.name);
  });

  it("builds a passport's page with its whole list in the HTML", async () => {
    const germany = await apiData<VisaMap>('/v1/countries/DE/visa-map');
    const html = unescapeHtml(await (await fetch(`${site}/ru/visa-free-map/${germany.passport.slug}/`)).text());
    expect(html).toContain(`<h1`);
    expect(html).toContain(ru('visa_map.passport.heading', { country: germany.passport.name }));
    for (const status of germany.visa_statuses) {
      const count = germany.visa_map.filter((destination) => destination.status === status.id).length;
      if (count > 0) expect(html).toContain(groupHeading(status.name, count, 'ru', ru));
    }
    for (const destination of germany.visa_map) expect(html).toContain(destination.name);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"@type":"Dataset"');
  });
});
