import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium';

/** A headless Chromium (Playwright gives it a fresh profile). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * One Chromium for a test file, started before its tests and closed after them,
 * and `openPage`: a path of the product in a fresh browser context (its own
 * cookies and storage) with the given language.
 */
export function browserSession(site: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async openPage(path: string, locale = 'en-US'): Promise<Page> {
      if (!browser) throw new Error('browserSession: the browser starts in beforeAll');
      const page = await (await browser.newContext({ locale })).newPage();
      await page.goto(site + path);
      return page;
    },
  };
}
