import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@migralink/shared/locales';
import { serveSite } from '../../infra/local/test/built-site';
import { runSiteBuild } from '../../infra/local/test/built-site-session';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct, startedProductEdgeLogs } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings, type Listing } from '../../infra/local/test/company-listing';

/**
 * A company published after the site was built, as in AWS between two builds:
 * the site is built against the running product first, served as CloudFront
 * serves it, and only then is a company published. Its own addresses (its
 * page, its service's page, the landing page of a country nobody served
 * before) must show it at once, in every language.
 */
const product = startedProduct();
const listing = companyListings(product);
let built: { outDir: string; url: string; close: () => Promise<void> } | undefined;
const { openPage } = browserSession(() => built?.url ?? '');

interface LandingPages {
  data: {
    pages: { path: string; filters: Record<string, string | null> }[];
    companies: { uuid: string; slug: string }[];
  };
}
const landingPages = async () =>
  ((await (await fetch(`${product.api}/v1/search/landing-pages`)).json()) as LandingPages).data;

beforeAll(async () => {
  const outDir = await runSiteBuild();
  built = {
    outDir,
    ...(await serveSite(outDir, { api: product.api, media: product.site, edgeLogs: startedProductEdgeLogs() })),
  };
}, 600_000);

interface Published {
  listing: Listing;
  slug: string;
  landingPath: string;
}
let publishing: Promise<Published> | undefined;

/**
 * Publishes one company after the build, the first time a test asks (inside a test: the mails of its
 * account are polled for), to a destination no company served when the site was built, so that its
 * landing page is new too.
 */
function publishedAfterBuild(): Promise<Published> {
  publishing ??= (async () => {
    const before = await landingPages();
    const served = new Set(before.pages.map((page) => page.filters.country_destination_id));
    const init = (await (await fetch(`${product.api}/v1/search/init`)).json()) as {
      data: { countries: { id: string }[] };
    };
    const country = init.data.countries.map(({ id }) => id).find((id) => !served.has(id))!;
    const published = await listing('published', { country });
    const after = await landingPages();
    return {
      listing: published,
      slug: after.companies.find((company) => company.uuid === published.companyUuid)!.slug,
      landingPath: after.pages.find(
        (page) =>
          page.filters.country_destination_id === country && !page.path.includes('/') && !page.filters.country_id,
      )!.path,
    };
  })();
  return publishing;
}

afterAll(async () => {
  await built?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

describe('a company published after the build', () => {
  it('opens at its own address in every language, the address kept, with the canonical of that address', async () => {
    const { listing: published, slug } = await publishedAfterBuild();
    for (const locale of LOCALES) {
      const path = `/${locale}/company/${slug}/`;
      const page = await openPage(path);
      const name = locale === 'ru' ? published.texts.company.ru : published.texts.company.en;
      await expect.poll(() => heading(page).textContent()).toBe(name);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await canonical(page)).toBe(`${built!.url}${path}`);
      expect(await page.locator('meta[name="robots"]').count()).toBe(0);
      expect(await page.locator('#not-found').isHidden()).toBe(true);
      // The language switch leads to the same company in another language.
      const other = LOCALES.find((code) => code !== locale)!;
      expect(await page.locator(`header a[hreflang="${other}"]`).getAttribute('href')).toBe(
        `/${other}/company/${slug}/`,
      );
    }
  });

  it("opens its service's page and the new landing page of its country at their own addresses", async () => {
    const { listing: published, landingPath } = await publishedAfterBuild();
    const service = await openPage(`/uk/service/${published.serviceUuid}/`);
    await expect.poll(() => heading(service).textContent()).toBe(published.texts.service.en);

    const ru = useTranslations('ru');
    const landing = await openPage(`/ru/companies/${landingPath}/`);
    await expect.poll(() => landing.locator('[data-testid="company-list"] > li').count()).toBe(1);
    expect(await landing.locator('[data-testid="company-list"]').textContent()).toContain(published.texts.company.ru);
    expect(await heading(landing).textContent()).not.toBe(ru('not_found.title'));
    expect(await canonical(landing)).toBe(`${built!.url}/ru/companies/${landingPath}/`);
  });

  it('leaves an address that names nothing a 404 in its own language', async () => {
    for (const locale of ['ru', 'uk'] as const) {
      const t = useTranslations(locale);
      const response = await fetch(`${built!.url}/${locale}/company/nobody-0000abcd/`);
      expect(response.status).toBe(404);
      const page = await openPage(`/${locale}/company/nobody-0000abcd/`);
      expect(await heading(page).textContent()).toBe(t('not_found.title'));
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await page.locator(`header a[aria-current][hreflang="${locale}"]`).count()).toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    }
  });
});
