import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium; browser tests never download a browser of their own. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A headless Chromium (Playwright gives it a fresh profile) with no background
 * traffic: this machine's network is closed, and without these flags Chromium
 * keeps retrying its own services.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
