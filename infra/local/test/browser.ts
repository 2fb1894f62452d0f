import { chromium, type Browser } from 'playwright-core';

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
