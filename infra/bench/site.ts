import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductProcess } from '../local/product-process';
import { measureFirstView } from './first-view';
import { measureLighthouse } from './lighthouse';
import { measureGeometry, measurePageWeight } from './page-weight';
import { samplePages, scoredPages } from '../local/test/page-weight';
import type { Row } from './report';
import { buildSite, serveSite, type PageTime } from '../local/test/built-site';

/**
 * The site as visitors get it: built against the local product with its demo
 * data, served as CloudFront serves it (the API and uploads forwarded to the
 * product), then weighed and scored page by page.
 */
export interface SiteFigures {
  weight: Row[];
  lighthouse: Row[];
  /** The requests of each public page's first view, by kind. */
  firstView: Row[];
  /** The visa map's world geometry file, raw and gzipped. */
  geometry: Row[];
  /** What the pre-built pages of each passport's map cost the build. */
  passportPages: PassportPagesCost;
  seconds: number;
  pages: number;
}

/** How many per-passport map pages the build rendered (every locale) and the seconds Astro logged for them. */
export interface PassportPagesCost {
  pages: number;
  seconds: number;
}

/** `/{locale}/visa-free-map/<passport>/index.html`, not the map page itself. */
const PASSPORT_PAGE = /^\/[a-z]{2}\/visa-free-map\/[^/]+\/index\.html$/;

/**
 * The per-passport pages' share of the build: the sum of the render times Astro logs for them
 * (pages render one after another, each fetching its passport's map from the API), so it is the
 * time the build would save without them; the shared work (bundling, the passports list) is not in it.
 */
export function passportPagesCost(pageTimes: readonly PageTime[]): PassportPagesCost {
  const mine = pageTimes.filter((page) => PASSPORT_PAGE.test(page.file));
  return { pages: mine.length, seconds: mine.reduce((sum, page) => sum + page.ms, 0) / 1000 };
}

export async function measureSite(): Promise<SiteFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-site-'));
  const product = await startProductProcess(dataDir);
  let outDir: string | undefined;
  try {
    const built = await buildSite(product.urls.api);
    outDir = built.outDir;
    const pages = samplePages(built.outDir);
    const served = await serveSite(built.outDir, { api: product.urls.api, media: product.urls.site });
    try {
      const firstView = await measureFirstView(served.url, pages);
      const lighthouse = await measureLighthouse(served.url, scoredPages(pages));
      return {
        firstView,
        weight: measurePageWeight(built.outDir, pages),
        lighthouse,
        geometry: measureGeometry(built.outDir),
        passportPages: passportPagesCost(built.pageTimes),
        seconds: built.seconds,
        pages: built.pages,
      };
    } finally {
      await served.close();
    }
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }
}
