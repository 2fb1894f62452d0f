import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../infra/local/test/built-site';
import { runSiteBuild } from '../../infra/local/test/built-site-session';
import { browserSession, islandsHydrated, policyViolations, showsText } from '../../infra/local/test/browser';
import { demoOwnersOn } from '../../infra/local/test/demo-owners';
import { mailsTo } from '../../infra/local/test/mailbox';
import { startedProduct, startedProductEdgeLogs } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

/**
 * The lead popup as visitors get it: the site built (its code split, the popup's own chunks loaded on the
 * first press) and served under its Content-Security-Policy, on the pre-built page of a demo company
 * (published when the product started, so before the build).
 */
const product = startedProduct();
const ru = useTranslations('ru');
const [owner] = demoOwnersOn('premium');

let built: { url: string; close: () => Promise<void> } | undefined;
const { newPage } = browserSession(() => built?.url ?? '');

beforeAll(async () => {
  built = await serveSite(await runSiteBuild(), {
    api: product.api,
    media: product.site,
    edgeLogs: startedProductEdgeLogs(),
  });
}, 600_000);

afterAll(async () => {
  await built?.close();
});

/** The demo company's page in Russian, as the API gives it. */
async function demoCompany(): Promise<{ slug: string; name: string }> {
  const answer = await fetch(`${product.api}/v1/company/${owner!.company}`, { headers: { 'x-localization': 'ru' } });
  return ((await answer.json()) as { data: { slug: string; name: string } }).data;
}

describe('the lead popup on the built site', () => {
  it('loads on the first press, sends a lead and breaks no rule of the page policy', async () => {
    const company = await demoCompany();
    const page = await newPage({ locale: 'ru-RU' });
    await page.goto(`${built!.url}/ru/company/${company.slug}/`);
    await islandsHydrated(page);

    await page.getByRole('button', { name: ru('lead.contact') }).click();
    const dialog = page.getByRole('dialog', { name: ru('lead.title', { name: company.name }) });
    await dialog.waitFor();
    const mark = crypto.randomUUID().slice(0, 6);
    const name = `Борис ${mark}`;
    await dialog.getByLabel(ru('lead.name')).fill(name);
    await dialog.getByLabel(ru('lead.email')).fill(`boris-${mark}@example.com`);
    await dialog.getByLabel(ru('lead.country')).selectOption('DE');
    await dialog.getByLabel(ru('lead.consent')).check();
    // Send is enabled once the API's form token is old enough (the click waits for it).
    await dialog.getByRole('button', { name: ru('lead.send') }).click();
    await showsText(dialog.getByRole('status'), `${ru('lead.thanks')} ${ru('lead.thanks_text')}`);
    expect(await policyViolations(page)).toEqual([]);
    await expect
      .poll(async () => (await mailsTo(product.mail, owner!.email)).some((mail) => mail.subject.includes(name)))
      .toBe(true);
  });
});
