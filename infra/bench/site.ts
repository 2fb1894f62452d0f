import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductProcess } from '../local/product-process';
import { measureFirstView, TARGET_FIRST_VIEW_REQUESTS } from './first-view';
import { measureLighthouse, TARGET_LIGHTHOUSE_SCORE } from './lighthouse';
import { measureGeometry, measurePageWeight, TARGET_GEOMETRY_GZ_KB } from './page-weight';
import { samplePages, scoredPages, type PageKind } from '../local/test/page-weight';
import { section, type Row } from './report';
import { buildSite, serveSite, type PageTime } from '../local/test/built-site';

/**
 * The site as visitors get it: built from the local product's table with its demo data (as in AWS, through the
 * build's own API server), served as CloudFront serves it (the API and uploads forwarded to the
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

/** Lighthouse scores the pages of these kinds only; all it scores when none is named. */
export async function measureSite(only: readonly PageKind[] = []): Promise<SiteFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-site-'));
  // As the browser tests allow: on two cores shared with other jobs, starting has taken over 170 s.
  const product = await startProductProcess(dataDir, 300_000);
  let outDir: string | undefined;
  try {
    // As the build project builds in AWS: through its own API server, in front of the product's table.
    const built = await buildSite({ table: product.table });
    outDir = built.outDir;
    const pages = samplePages(built.outDir);
    const served = await serveSite(built.outDir, { api: product.urls.api, media: product.urls.site });
    try {
      const firstView = await measureFirstView(served.url, pages);
      const scored = scoredPages(pages).filter(({ page }) => only.length === 0 || only.includes(page));
      const lighthouse = await measureLighthouse(served.url, scored);
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

/** The site's sections of `npm run bench` (also alone: `npm run bench:site`); Lighthouse scores `only` those kinds. */
export async function reportSite(only: readonly PageKind[] = []): Promise<void> {
  const site = await measureSite(only);
  section(
    "Site: JavaScript per page, gzipped, against each page's budget (PAGE_JS_BUDGET_KB, which the browser tests hold too)",
    site.weight,
    [
      `Built from the local product's table with its demo data, through the build's own API server as in AWS: ${site.pages} pages in ${site.seconds.toFixed(0)} s, ` +
        `of which ${site.passportPages.pages} per-passport map pages (every passport × locale) took ${site.passportPages.seconds.toFixed(1)} s ` +
        '(the sum of the render times Astro logs for /{locale}/visa-free-map/<passport>/, each fetching its map from the API: what the build would save without them).',
      'Counts module scripts, islands and their renderers with every module they import, each file once, plus inline scripts; JSON-LD is left out.',
    ],
  );
  section(`Site: the visa map's world geometry (≤ ${TARGET_GEOMETRY_GZ_KB} KB gzipped)`, site.geometry, [
    'Projected at build time (d3-geo, Natural Earth 1:50m from world-atlas, whole units of a 1600-wide view box) into SVG paths per ISO alpha-2 code, with a dot for each small state; one file named after its content, cached for a year (`/geo/*`), loaded by the map island after its first render.',
  ]);
  section(
    `Site: the requests of a public page's first view (≤ ${TARGET_FIRST_VIEW_REQUESTS} files: the HTML, one stylesheet, one script where it has an island, the logo)`,
    site.firstView,
    [
      'Each page in a fresh Chromium context (empty cache, 390 px wide), every request until the network is idle, before any interaction; "files" is all but the API calls, which are counted and named apart.',
      '"not cached a year": a file other than the page itself not served as named by its content (`public, max-age=31536000, immutable`, infra/src/site/hashed-assets.ts).',
      "API calls: a page view makes none (views are counted from CloudFront's access logs); the visa map asks the visitor's country (GET /v1/ip) for its passport, and the companies list its results (whose answer also counts them) and a certified company's status list. Images: only those in or near the first view (within `NEAR`, site/src/kit/near-images.ts: a company page's logo, the companies list's first logo); the others wait in their box until scrolled near (site/README.md, \"How images load\").",
      'Scripts: each page\'s scripts and islands are one file (site/build/one-script.ts, site/README.md, "How the site\'s scripts are built").',
    ],
  );
  section(`Site: Lighthouse mobile scores (aim: ${TARGET_LIGHTHOUSE_SCORE} each)`, site.lighthouse, [
    "Lighthouse's default mobile run (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium, one run per page after one uncounted run that warms the browser, served gzipped with the API forwarded, as CloudFront does.",
  ]);
}
