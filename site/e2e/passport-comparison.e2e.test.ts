import { describe, expect, it } from 'vitest';
import { browserSession, showsText } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { addPassport, compareOnlyDifferences } from './passport-comparison-steps';

const { site, api } = startedProduct();
const { openPage } = browserSession(site);
const ru = useTranslations('ru');

/** GET of the product's API in Russian. */
async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${api}${path}`, { headers: { 'X-Localization': 'ru' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('the passport comparison, in Russian', () => {
  it('compares three passports, keeps only the differences, shows what a second passport adds and links on', async () => {
    const page = await openPage('/ru/comparison-of-passports/', { locale: 'ru-RU' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ru('passport_comparison.title'));
    expect(await page.title()).toContain(ru('passport_comparison.meta_title'));
    const { table, all, differing } = await compareOnlyDifferences(page, [
      { search: 'герм', name: 'Германия' },
      { search: 'Росс', name: 'Россия' },
      { search: 'укр', name: 'Украина' },
    ]);
    await expect.poll(() => new URL(page.url()).search).toBe('?passports=DE,RU,UA');
    const headers = table.locator('thead th[scope="col"]');
    expect(await headers.count()).toBe(4);
    expect(await headers.nth(1).textContent()).toMatch(/^Германия.*Индекс мобильности: \d+$/);
    await showsText(
      page.locator('.comparison__results > [role="status"]'),
      ru('passport_comparison.shown', { count: differing.length, total: all }),
    );

    // A fourth passport, then a fifth cannot be added.
    await addPassport(page, { search: 'фран', name: 'Франция' });
    await showsText(page.locator('.comparison__finder [role="status"]'), ru('passport_comparison.limit', { max: 4 }));
    expect(await page.getByLabel(ru('passport_comparison.search')).isDisabled()).toBe(true);
    await page.getByRole('button', { name: ru('passport_comparison.remove', { name: 'Франция' }) }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?passports=DE,RU,UA');

    // The lead to the platform names the compared passports.
    const lead = page.locator('lead-contact[data-kind="passport"]');
    expect(await lead.getAttribute('data-topic')).toBe(
      ru('passport_comparison.lead_topic', { passports: 'Германия, Россия, Украина' }),
    );
    await lead.getByRole('button', { name: ru('passport_comparison.lead_button') }).click();
    const dialog = page.getByRole('dialog', { name: ru('lead.title', { name: ru('common.brand') }) });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // What a second passport adds to the German one: the others, most first, each with its programmes' link.
    const gains = page.getByRole('region', { name: ru('passport_comparison.gains_title') });
    expect(await gains.getByLabel(ru('passport_comparison.gains_held')).inputValue()).toBe('DE');
    const passports = gains.locator('.gains__passport');
    await expect.poll(() => passports.count()).toBe(2);
    const added = await passports.evaluateAll((items) =>
      items.map((item) => item.querySelectorAll('.gains__destinations li').length),
    );
    expect(added[0]).toBeGreaterThanOrEqual(added[1]!);
    expect(added[0]).toBeGreaterThan(0);
    const first = passports.first();
    const country = await first.getAttribute('data-passport');
    const link = first.getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/ru\/companies\//);
    await link.click();
    await page.waitForURL(`${site}${href}`);
    if (href!.includes('?')) {
      const destination = page.getByLabel(ru('home.search.country'));
      await expect.poll(() => destination.inputValue()).toBe(country);
    } else {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    }
  });

  it("says on the companies search what the chosen source country's passport needs in the destination", async () => {
    const map = await apiGet<{
      passport: { name: string };
      visa_map: { id: string; name: string; status: string; days: number | null }[];
      visa_statuses: { id: string; name: string }[];
    }>('/v1/countries/UA/visa-map');
    const serbia = map.visa_map.find((entry) => entry.id === 'RS')!;
    const status = map.visa_statuses.find((each) => each.id === serbia.status)!.name;

    const page = await openPage('/ru/companies/?country_destination=RS&from=UA', { locale: 'ru-RU' });
    const rule = page.getByRole('complementary', { name: ru('companies.visa_rule.label') });
    await rule.waitFor();
    const text = await rule.locator('p').textContent();
    expect(text).toContain(ru('companies.visa_rule.text', { passport: map.passport.name, destination: serbia.name }));
    expect(text).toContain('Украина');
    expect(text).toContain('Сербия');
    expect(text).toContain(status);
    if (serbia.days) expect(text).toMatch(new RegExp(`срок пребывания: ${serbia.days} д`));
    expect(await rule.getByRole('link', { name: ru('companies.visa_rule.map') }).getAttribute('href')).toBe(
      '/ru/visa-free-map/?passport=UA',
    );

    // A landing page whose path names the source country has the rule in its HTML, before any script runs.
    const { pages } = await apiGet<{ pages: { path: string; filters: Record<string, unknown> }[] }>(
      '/v1/search/landing-pages',
    );
    const fromUkraine = pages.find(
      ({ filters }) =>
        filters.country_id === 'UA' &&
        filters.country_destination_id === 'RS' &&
        filters.immigration_purpose_id === null,
    );
    expect(fromUkraine).toBeDefined();
    {
      const html = await (await fetch(`${site}/ru/companies/${fromUkraine!.path}/`)).text();
      expect(html).toContain(ru('companies.visa_rule.text', { passport: 'Украина', destination: 'Сербия' }));
    }
  });
});
