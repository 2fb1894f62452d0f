import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testAccounts } from '../../infra/local/test/accounts';
import { browserSession } from '../../infra/local/test/browser';
import { startedProduct } from '../../infra/local/test/provided';
import { useTranslations } from '../src/i18n';

const product = startedProduct();
const browser = browserSession(product.site);
const accounts = testAccounts(product);

/** How many rows the header's visible parts stand in (their tops, to the pixel). */
async function headerRows(page: Page): Promise<number> {
  const tops = await page.locator('.site-header').evaluate((header) => {
    const parts = header.querySelectorAll('.brand, .language-panel, .currency-switch, .auth-menu a, .auth-menu button');
    return [...parts]
      .filter((part) => part.getBoundingClientRect().width > 0)
      .map((part) => Math.round(part.getBoundingClientRect().top));
  });
  // Parts of one row differ in height (centred): a new row starts more than 20 px below the last top.
  const sorted = tops.sort((a, b) => a - b);
  return sorted.filter((top, index) => index === 0 || top - sorted[index - 1]! > 20).length;
}

describe('the header on a 390 px phone', () => {
  it.each(['en', 'ru', 'uk'] as const)('fits in two rows for a signed-in company owner (%s)', async (locale) => {
    const owner = await accounts.active({ role: 'company', locale });
    const page = await browser.openPage(`/${locale}/`, { session: owner.session });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.auth-menu__user a[data-area-for="company"]:not([hidden])').waitFor();
    expect(await headerRows(page)).toBeLessThanOrEqual(2);
    const { height } = (await page.locator('.site-header').boundingBox())!;
    expect(height).toBeLessThan(130);
    // Nothing runs off the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows a signed-in client "My requests", and still fits in two rows (ru)', async () => {
    const client = await accounts.active({ role: 'client', locale: 'ru' });
    const page = await browser.openPage('/ru/', { session: client.session });
    await page.setViewportSize({ width: 390, height: 844 });
    const requests = page
      .locator('.auth-menu__user')
      .getByRole('link', { name: useTranslations('ru')('common.my_requests') });
    await requests.waitFor();
    expect(new URL((await requests.getAttribute('href'))!, 'http://site').pathname).toBe('/ru/account/leads/');
    expect(await headerRows(page)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
