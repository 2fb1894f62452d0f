import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../infra/local/test/built-site';
import { runSiteBuild } from '../../infra/local/test/built-site-session';
import { testAccounts } from '../../infra/local/test/accounts';
import {
  browserSession,
  type ContextOptions,
  hydrated,
  policyViolations as violations,
} from '../../infra/local/test/browser';
import { startedProduct, startedProductEdgeLogs } from '../../infra/local/test/provided';
import { pageWeights, samplePages, withinBudget } from '../../infra/local/test/page-weight';
import { builtSiteProblems } from '../../infra/local/test/built-html';
import { STAFF } from '../../infra/local/test/company-listing';

/**
 * The Content-Security-Policy holds only in the built site (the dev server
 * sends none), so this file builds the site against the running product and
 * serves it as CloudFront does, then opens every kind of page in Chromium and
 * counts what the policy refused (the run's one build: `builtOnce`). The same build is weighed: each kind of
 * page's JavaScript within its budget (`PAGE_JS_BUDGET_KB`, the table `npm run bench` reports against), and every
 * page of every locale read for a missing translation, an English sentence on a Russian or Ukrainian page and
 * broken structured data (`built-html.ts`).
 */
const product = startedProduct();
const accounts = testAccounts(product);
let built: { outDir: string; url: string; close: () => Promise<void> } | undefined;
const site = () => built?.url ?? '';
const outDir = () => built?.outDir ?? '';
const { openPage } = browserSession(site);

beforeAll(async () => {
  const outDir = await runSiteBuild();
  const served = await serveSite(outDir, { api: product.api, media: product.site, edgeLogs: startedProductEdgeLogs() });
  built = { outDir, ...served };
}, 600_000);

afterAll(async () => {
  await built?.close();
});

async function open(path: string, session?: ContextOptions['session']): Promise<Page> {
  const page = await openPage(path, { session });
  const island = page.locator('astro-island[client="interaction"]');
  if ((await island.count()) > 0) await hydrated(island.first().locator('form'));
  return page;
}

describe('the content security policy of the built site', () => {
  it('is in every page: scripts from the site and hashed inline scripts only, no inline script allowed', async () => {
    const page = await open('/en/');
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
  });

  it('refuses nothing the public pages need, in every language', async () => {
    const samples = samplePages(built!.outDir);
    const [home, landing, company, service, companies] = samples;
    const passportMap = samples.find((sample) => sample.page === "a passport's map");
    const paths = [home, landing, company, service, companies, passportMap]
      .map((sample) => sample?.path)
      .filter((path): path is string => Boolean(path));
    for (const path of [
      ...paths,
      '/ru/',
      '/uk/companies/',
      '/en/company/?id=00000000-0000-4000-8000-000000000000',
      '/ru/visa-free-map/?passport=UA',
      '/ru/comparison-of-passports/?passports=DE,RU,UA',
      '/en/certificates/',
      '/ru/contacts/',
      '/ru/certificates/ML-2026-000123/',
      '/uk/certificates/ML-1999-000001/',
      '/uk/webinars/serbia/',
      '/ru/programmes/serbia-residence-permit-business/',
      '/en/application/',
      '/uk/blog/',
      '/uk/blog/temporary-residence-serbia-work/',
      '/en/cases/family-from-kharkiv-to-wroclaw/',
    ]) {
      const page = await open(path);
      expect({ path, refused: await violations(page) }).toEqual({ path, refused: [] });
    }
  });

  it('refuses nothing on the account pages, signed out and signed in', async () => {
    for (const path of ['/en/login/', '/ru/register/', '/en/partner-registration/', '/uk/forgot-password/']) {
      const page = await open(path);
      expect({ path, refused: await violations(page) }).toEqual({ path, refused: [] });
    }
    const owner = await accounts.active({ role: 'company' });
    // A company without services is sent on from its services list to creating the first one.
    const signedIn = [
      ['/en/account/profile/'],
      ['/en/admin/'],
      ['/en/admin/company/'],
      ['/en/admin/services/', '/en/admin/services/create-service/'],
      ['/en/admin/leads/'],
    ];
    for (const [path, landsOn] of signedIn) {
      const page = await open(path!, owner.session);
      if (landsOn) await page.waitForURL((url) => url.pathname === landsOn);
      expect({ path, refused: await violations(page) }).toEqual({ path, refused: [] });
    }
    const staff = await accounts.signIn(STAFF.email, STAFF.password);
    for (const path of [
      '/en/admin/moderation/',
      '/uk/admin/messages/',
      '/uk/admin/articles/',
      '/uk/admin/articles/edit/',
    ]) {
      const page = await open(path, staff);
      expect({ path, refused: await violations(page) }).toEqual({ path, refused: [] });
    }
  });

  it('builds every page of every locale translated, without English sentences in ru and uk, with valid structured data', () => {
    expect(builtSiteProblems(outDir())).toEqual([]);
  });

  it('refuses an inline script that got into a page', async () => {
    const page = await open('/en/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toContainEqual(expect.stringContaining('script-src'));
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});

describe('the JavaScript of the built site', () => {
  it("is within each kind of page's budget, gzipped, islands and what they import included", () => {
    // A passport's map is built only where the visa data was imported; the local product starts without it.
    const pages = samplePages(outDir()).filter((sample) => sample.path !== undefined);
    expect(pages.map((sample) => sample.page)).toContain('SEO landing page');
    const over = pageWeights(outDir(), pages)
      .filter((weight) => !withinBudget(weight))
      .map(({ page, kb, budgetKb }) => `${page}: ${kb.toFixed(1)} KB of ${budgetKb} KB`);
    expect(over).toEqual([]);
  });
});
