import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, serveSite } from '../../infra/local/test/built-site';
import { browserSession, islandsHydrated, policyViolations, showsText } from '../../infra/local/test/browser';
import { mailsTo } from '../../infra/local/test/mailbox';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings, type Listing } from '../../infra/local/test/company-listing';

/**
 * The lead popup as visitors get it: the site built (its code split, the popup's own chunks loaded on the
 * first press) and served under its Content-Security-Policy, a company published before the build.
 */
const product = startedProduct();
const listing = companyListings(product);
const ru = useTranslations('ru');

let built: { outDir: string; url: string; close: () => Promise<void> } | undefined;
const { newPage } = browserSession(() => built?.url ?? '');

/** A company published, then the site built and served (inside the test: making the listing polls its mails). */
async function publishedThenBuilt(): Promise<{ listing: Listing; slug: string; site: string }> {
  const made = await listing('published');
  const answer = (await (await fetch(`${product.api}/v1/company/${made.companyUuid}`)).json()) as {
    data: { slug: string };
  };
  const { outDir } = await buildSite(product.api);
  built = { outDir, ...(await serveSite(outDir, { api: product.api, media: product.site })) };
  return { listing: made, slug: answer.data.slug, site: built.url };
}

afterAll(async () => {
  await built?.close();
  if (built) rmSync(built.outDir, { recursive: true, force: true });
});

describe('the lead popup on the built site', () => {
  it('loads on the first press, sends a lead and breaks no rule of the page policy', async () => {
    const { listing: made, slug, site } = await publishedThenBuilt();
    const page = await newPage({ locale: 'ru-RU' });
    await page.goto(`${site}/ru/company/${slug}/`);
    await islandsHydrated(page);

    await page.getByRole('button', { name: ru('lead.contact') }).click();
    const dialog = page.getByRole('dialog', { name: ru('lead.title', { name: made.texts.company.ru }) });
    await dialog.waitFor();
    const name = `Борис ${made.companyUuid.slice(0, 6)}`;
    await dialog.getByLabel(ru('lead.name')).fill(name);
    await dialog.getByLabel(ru('lead.email')).fill(`boris-${made.companyUuid.slice(0, 6)}@example.com`);
    await dialog.getByLabel(ru('lead.country')).selectOption('DE');
    await dialog.getByLabel(ru('lead.consent')).check();
    // Send is enabled once the API's form token is old enough (the click waits for it).
    await dialog.getByRole('button', { name: ru('lead.send') }).click();
    await showsText(dialog.getByRole('status'), `${ru('lead.thanks')} ${ru('lead.thanks_text')}`);
    expect(await policyViolations(page)).toEqual([]);
    await expect
      .poll(async () => (await mailsTo(product.mail, made.owner.email)).some((mail) => mail.subject.includes(name)), {
        timeout: 20_000,
      })
      .toBe(true);
  }, 600_000);
});
