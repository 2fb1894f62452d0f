import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';
import { companyListings } from '../../infra/local/test/company-listing';

const product = startedProduct();
const browser = browserSession(product.site);
const listing = companyListings(product);

/** The share of the progress bar's width painted in the site's accent colour: what the eye reads as done. */
async function paintedShare(bar: Locator): Promise<number> {
  const accent = await bar.evaluate((element) =>
    getComputedStyle(element).getPropertyValue('--color-accent').trim().replace('#', ''),
  );
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(accent.slice(at, at + 2), 16));
  const { data, info } = await sharp(await bar.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const row = Math.floor(info.height / 2) * info.width * 3;
  let painted = 0;
  for (let x = 0; x < info.width; x++) {
    const at = row + x * 3;
    const near = [data[at]! - r!, data[at + 1]! - g!, data[at + 2]! - b!].every((d) => Math.abs(d) < 40);
    if (near) painted++;
  }
  return painted / info.width;
}

describe('the onboarding checklist', () => {
  it.each(['en', 'ru'] as const)('shows an empty bar at 0 steps done (%s)', async (locale) => {
    const t = useTranslations(locale);
    const { owner } = await listing('account');
    const page = await browser.openPage(`/${locale}/admin/`, { session: owner.session });
    await page
      .getByText(t('admin.onboarding.progress', { completed: 0, total: 9 }))
      .first()
      .waitFor();
    expect(await paintedShare(page.locator('.onboarding__progress progress'))).toBeLessThan(0.05);
  });

  it('reopens sending and approval when the published company is edited', async () => {
    const en = useTranslations('en');
    const progress = (completed: number) => en('admin.onboarding.progress', { completed, total: 9 });
    // Published through the API: every step but the logo.
    const mine = await listing('published');
    const page = await browser.openPage('/en/admin/', { session: mine.owner.session });
    await page.getByText(progress(8)).first().waitFor();
    expect(await paintedShare(page.locator('.onboarding__progress progress'))).toBeGreaterThan(0.75);

    const editor = await browser.openPage('/en/admin/company/', { session: mine.owner.session });
    const motto = editor.getByLabel(en('company_editor.motto'), { exact: true });
    await expect.poll(() => motto.inputValue()).toBe(mine.texts.motto.en);
    await motto.fill('Moving made simpler');
    await editor.getByRole('button', { name: en('company_editor.save') }).click();
    await editor.getByText(en('company_editor.saved')).waitFor();

    // The edit is to be sent and approved before the public sees it: those two steps are open again.
    const again = await browser.openPage('/en/admin/', { session: mine.owner.session });
    await again.getByText(progress(6)).first().waitFor();
    expect(await again.getByText(en('admin.onboarding.all_done')).count()).toBe(0);
  });
});
