import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@migralink/shared/locales';
import { browserSession, hydrated } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { cards, catalogueApi, type LandingPages, type ServiceAnswer } from './seo-pages';

const { site, api } = startedProduct();
const { apiGet, countryName, landingPages } = catalogueApi(api);

const { openPage } = browserSession(site);
let landing: LandingPages['data'];
beforeAll(async () => {
  landing = await landingPages();
});

describe('the SEO landing pages', () => {
  it('has its results in the served HTML, a Russian H1 naming the country, and the search island on top', async () => {
    // The page of a country with more than one page of companies, so "load more" can be tried.
    const target = landing.pages.find((page) => !page.path.includes('/') && page.total > 12) ?? landing.pages[0]!;
    const path = `/ru/companies/${target.path}/`;
    const country = await countryName(target.filters.country_destination_id);

    const html = await (await fetch(site + path)).text();
    const names = [...html.matchAll(/class="company-card__name"><a href="\/ru\/company\/[^"]+\/">([^<]+)</g)].map(
      (match) => match[1]!.replace(/&amp;/g, '&'),
    );
    expect(names.length).toBeGreaterThan(0);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`<link rel="canonical" href="`);

    const page = await openPage(path);
    // The results and filters are in the HTML: the search island waits for the visitor to reach for it.
    expect(await page.locator('astro-island[client="interaction"]').getAttribute('ssr')).toBe('');
    const h1 = await page.getByRole('heading', { level: 1 }).textContent();
    expect(h1).toContain(country);
    expect(h1).toMatch(/[А-Яа-я]/);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await cards(page).first().locator('h3').textContent()).toBe(names[0]);
    // The island takes over with the page's filters.
    const ru = useTranslations('ru');
    await expect
      .poll(() => page.getByLabel(ru('home.search.country')).inputValue())
      .toBe(target.filters.country_destination_id);
    if (target.total > 12) {
      const shown = await cards(page).count();
      // Clicked before the island runs: the click is held and made again once it does.
      await page.getByRole('button', { name: ru('companies.load_more') }).click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
    }
    // Changing the filters searches again: the landing page of the new filters, else the companies page with them.
    const purpose = page.getByLabel(ru('home.search.purpose'));
    await hydrated(purpose);
    // The filters are enabled once their lists have come from the API.
    await expect.poll(() => purpose.isEnabled()).toBe(true);
    const value = await purpose
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).find(Boolean));
    await purpose.selectOption(value!);
    await page.getByRole('button', { name: ru('companies.apply') }).click();
    const narrower = landing.pages.find(
      ({ filters }) =>
        filters.country_destination_id === target.filters.country_destination_id &&
        String(filters.immigration_purpose_id) === value &&
        !filters.country_id &&
        !filters.parent_category_id,
    );
    const expected = narrower
      ? `/ru/companies/${narrower.path}/`
      : `/ru/companies/?country_destination=${target.filters.country_destination_id}&purpose=${value}`;
    await expect.poll(() => page.url()).toBe(site + expected);
    await expect
      .poll(async () => (await cards(page).count()) + (await page.getByText(ru('companies.empty')).count()))
      .toBeGreaterThan(0);
  });

  it('opens a pre-built company page by its slug with its offices', async () => {
    const en = useTranslations('en');
    const company = landing.companies[0]!;
    const html = await (await fetch(`${site}/en/company/${company.slug}/`)).text();
    expect(html).toContain(en('company.offices'));
    expect(html.slice(0, html.indexOf('</head>'))).toContain('"@type":"Organization"');
    // Every demo company shows its benefits and how it takes payment, with library icons.
    expect(html).toContain(`>${en('company.benefits')}</h2>`);
    expect(html).toContain(`>${en('company.payment')}</h2>`);
    expect(html).toContain(`<dt>${en('company.team')}</dt>`);
    expect(html).toMatch(/<img class="service-view__icon" src="data:image\/svg\+xml,%3Csvg%20/);

    const page = await openPage(`/en/company/${company.slug}/`);
    expect(await page.getByRole('heading', { name: en('company.offices') }).count()).toBe(1);
    expect(await page.locator('.company-view .company-card').count()).toBeGreaterThan(0);
    // The `?id=` page still shows a company the build did not know.
    await page.goto(`${site}/en/company/?id=${company.uuid}`);
    await expect.poll(() => page.getByRole('heading', { name: en('company.offices') }).count()).toBe(1);
  });

  it('lists the landing, company, service and visa pages of every locale in the sitemap; robots.txt names it', async () => {
    const xml = await (await fetch(`${site}/sitemap.xml`)).text();
    const landingPath = landing.pages[0]!.path;
    const slug = landing.companies[0]!.slug;
    const service = landing.services.at(-1)!;
    for (const locale of LOCALES) {
      expect(xml).toContain(`/${locale}/companies/${landingPath}/</loc>`);
      expect(xml).toContain(`/${locale}/company/${slug}/</loc>`);
      expect(xml).toContain(`/${locale}/service/${service}/</loc>`);
      expect(xml).toContain(`/${locale}/visa-free-map/</loc>`);
      expect(xml).toContain(`/${locale}/visa-free-map/germany/</loc>`);
      expect(xml).toContain(`/${locale}/comparison-of-passports/</loc>`);
      expect(xml).toContain(`hreflang="${locale}" href="`);
    }
    const robots = await (await fetch(`${site}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  it('pre-builds a service page with its content, its company and schema.org Service in the head', async () => {
    const en = useTranslations('en');
    const id = landing.services[0]!;
    const { data: service } = await apiGet<ServiceAnswer>(`/v1/service/${id}`);
    const html = await (await fetch(`${site}/en/service/${id}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const jsonLd = [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].flatMap(
      (match) => JSON.parse(match[1]!) as unknown,
    ) as { '@type': string; name?: string; provider?: { '@type': string; name: string } }[];
    const described = jsonLd.find((data) => data['@type'] === 'Service');
    expect(described?.name).toBe(service.name);
    expect(described?.provider).toMatchObject({ '@type': 'Organization', name: service.company.name });
    expect(jsonLd.map((data) => data['@type'])).toContain('BreadcrumbList');
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/en/service/${id}/"`));
    expect(html).toContain(en('service.provider'));

    const page = await openPage(`/en/service/${id}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(service.name);
    const company = page.getByRole('link', { name: service.company.name, exact: true }).last();
    expect(await company.getAttribute('href')).toContain(`/en/company/${service.company.slug}/`);
  });

  it('shows the background a company chose for a service, and none where it chose none', async () => {
    const answers = await Promise.all(
      landing.services.slice(0, 12).map(async (id) => (await apiGet<ServiceAnswer>(`/v1/service/${id}`)).data),
    );
    const withBackground = answers.find((service) => service.background_image);
    const without = answers.find((service) => !service.background_image);
    expect(withBackground && without).toBeDefined();
    const banner = (html: string) => html.match(/<img class="service-view__banner" src="([^"]+)"/)?.[1];
    expect(banner(await (await fetch(`${site}/en/service/${withBackground!.uuid}/`)).text())).toBe(
      withBackground!.background_image,
    );
    expect(banner(await (await fetch(`${site}/en/service/${without!.uuid}/`)).text())).toBeUndefined();
  });

  it('links each service of a company page to its page; a service the build did not know opens live', async () => {
    const company = landing.companies[0]!;
    const { data: services } = await apiGet<{ data: { uuid: string; name: string }[] }>(
      `/v1/company/${company.uuid}/services`,
    );
    const service = services[0]!;
    const page = await openPage(`/en/company/${company.slug}/`);
    const link = page.locator(`a[href="/en/service/${service.uuid}/"]`);
    expect(await link.textContent()).toBe(service.name);
    await link.click();
    await expect.poll(() => page.url()).toBe(`${site}/en/service/${service.uuid}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(service.name);

    // The live page shows any public service by its id, and says so when there is none.
    const en = useTranslations('en');
    await page.goto(`${site}/en/service/?id=${service.uuid}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(service.name);
    await page.goto(`${site}/en/service/?id=00000000-0000-4000-8000-000000000000`);
    await expect.poll(() => page.getByText(en('service.not_found')).count()).toBe(1);
  });

  it("shows the pre-built company page's prices in the currency the visitor chooses", async () => {
    // A company with a priced service: its page is built with euro prices.
    let found: { company: (typeof landing.companies)[number]; uuid: string } | undefined;
    for (const company of landing.companies) {
      const { data } = await apiGet<{ data: { uuid: string; price_from: number | null }[] }>(
        `/v1/company/${company.uuid}/services`,
      );
      const priced = data.find((service) => service.price_from !== null);
      if (priced) {
        found = { company, uuid: priced.uuid };
        break;
      }
    }
    expect(found).toBeDefined();
    const page = await openPage(`/en/company/${found!.company.slug}/`);
    const price = page.locator(`[data-price-of="${found!.uuid}"]`);
    expect(await price.textContent()).toContain('€');

    const currency = page.locator('currency-switch select').first();
    await hydrated(currency);
    await currency.selectOption('USD');
    await expect.poll(() => price.textContent()).toContain('$');
    expect(await price.textContent()).not.toContain('€');
    // The choice is kept: the next page opens in dollars too.
    await page.reload();
    await expect.poll(() => page.locator(`[data-price-of="${found!.uuid}"]`).textContent()).toContain('$');
  });

  it.each(['en', 'ru'] as const)(
    'links each landing page to related ones and shows what its cards serve and cost, in %s',
    async (locale) => {
      const t = useTranslations(locale);
      type Page = (typeof landing.pages)[number];
      const plain = (page: Page) =>
        page.filters.country_id === null &&
        page.filters.immigration_purpose_id !== null &&
        page.filters.category_id === null &&
        page.filters.parent_category_id === null;
      const purposes = landing.pages.filter(plain);
      // A purpose in a destination with another purpose there and the same purpose elsewhere.
      const target = purposes.find(
        ({ filters }) =>
          purposes.some(
            (other) =>
              other.filters.country_destination_id === filters.country_destination_id &&
              other.filters.immigration_purpose_id !== filters.immigration_purpose_id,
          ) &&
          purposes.some(
            (other) =>
              other.filters.immigration_purpose_id === filters.immigration_purpose_id &&
              other.filters.country_destination_id !== filters.country_destination_id,
          ),
      );
      expect(target).toBeDefined();
      const [destination, purpose] = target!.path.split('/') as [string, string];
      const seo = await apiGet<{
        data: { seo_filter: { names: { country_destination: string; immigration_purpose: string } } };
      }>(`/v1/companies?slug=${target!.path}`, 'EUR', locale);
      const { names } = seo.data.seo_filter;
      const page = await openPage(`/${locale}/companies/${target!.path}/`);

      const hrefs = (name: string) =>
        page
          .getByRole('navigation', { name })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const otherPurposes = await hrefs(t('landing.related.purposes', { country: names.country_destination }));
      expect(otherPurposes.length).toBeGreaterThan(0);
      for (const href of otherPurposes) {
        expect(href).toMatch(new RegExp(`^/${locale}/companies/${destination}/[a-z0-9-]+/$`));
        expect(href).not.toBe(`/${locale}/companies/${target!.path}/`);
      }
      const otherCountries = await hrefs(t('landing.related.destinations', { purpose: names.immigration_purpose }));
      expect(otherCountries.length).toBeGreaterThan(0);
      for (const href of otherCountries) {
        expect(href).toMatch(new RegExp(`^/${locale}/companies/[a-z0-9-]+/${purpose}/$`));
        expect(href).not.toBe(`/${locale}/companies/${target!.path}/`);
      }

      // Every card names the destination among the countries its company serves, and its lowest price.
      const countries = await cards(page).locator('.company-card__countries').allTextContents();
      expect(countries.length).toBe(await cards(page).count());
      for (const text of countries) expect(text).toContain(names.country_destination);
      expect(await cards(page).locator('.company-card__price').count()).toBeGreaterThan(0);
      const next = otherPurposes[0]!;
      await page.locator(`a[href="${next}"]`).first().click();
      await page.waitForURL(`${site}${next}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(names.country_destination);
    },
  );
});
