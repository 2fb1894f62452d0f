import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtSiteSession } from '../../infra/local/test/built-site-session';
import { NEAR } from '../src/kit/near-images';
import { builtPages } from './built-pages';

/**
 * Images below the first view on the built site (site/README.md, "How images load"): a phone's first view
 * asks only for the images within `NEAR` of the viewport; the others wait in their box and load once
 * scrolled to. The home page's cards and a company's team are server HTML (the layout's script watches
 * them); the companies list's cards are drawn by its island.
 */
const { newPage, product, siteUrl } = builtSiteSession();
const NEAR_PX = Number.parseInt(NEAR, 10);

const PAGES = {
  'home page': async () => '/en/',
  'company page': async () => `/en${(await builtPages(siteUrl(), product.api)).company}`,
  'companies list': async () => '/en/companies/',
} as const;

interface Shown {
  src: string | null;
  waiting: string | null;
  top: number;
}

/** A phone's first view of `path`: the page once its network is idle, and the images it asked for. */
async function firstView(path: string): Promise<{ page: Page; requested: string[] }> {
  const page = await newPage({ phone: true });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
  });
  await page.goto(siteUrl() + path, { waitUntil: 'networkidle' });
  return { page, requested };
}

const shown = (page: Page): Promise<Shown[]> =>
  page.locator('img').evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src'),
      waiting: image.getAttribute('data-src'),
      top: image.getBoundingClientRect().top,
    })),
  );

const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

describe.each(Object.keys(PAGES) as (keyof typeof PAGES)[])('the images of the %s', (kind) => {
  it('are asked for only near the first view; one further down loads once scrolled to, in the box it held', async () => {
    const { page, requested } = await firstView(await PAGES[kind]());
    const images = await shown(page);
    const viewport = page.viewportSize()!.height;
    const waiting = images.filter((image) => image.waiting !== null);
    expect(waiting.length).toBeGreaterThan(0);
    for (const image of waiting) expect(image.top).toBeGreaterThan(viewport + NEAR_PX);
    const fetched = images.flatMap((image) => (image.src?.startsWith('/') ? [image.src] : []));
    expect(new Set(requested)).toEqual(new Set(fetched));
    expect(requested).not.toContain(waiting[0]!.waiting);

    // By its place: once loaded it is no longer `img[data-src]`.
    const last = page.locator('img').nth(images.findLastIndex((image) => image.waiting !== null));
    const address = await last.getAttribute('data-src');
    const [box, height] = [await last.boundingBox(), await page.evaluate(() => document.body.scrollHeight)];
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(last)).toBe(true);
    expect(await last.getAttribute('src')).toBe(address);
    expect(await last.getAttribute('data-src')).toBeNull();
    const after = await last.boundingBox();
    expect([after?.width, after?.height]).toEqual([box?.width, box?.height]);
    expect(await page.evaluate(() => document.body.scrollHeight)).toBe(height);
  });
});
