import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductProcess } from '../local/product-process';
import { measureLighthouse } from './lighthouse';
import { measurePageWeight, samplePages } from './page-weight';
import type { Row } from './report';
import { buildSite, serveSite } from '../local/built-site';

/**
 * The site as visitors get it: built against the local product with its demo
 * data, served as CloudFront serves it (the API and uploads forwarded to the
 * product), then weighed and scored page by page.
 */
export async function measureSite(): Promise<{ weight: Row[]; lighthouse: Row[]; seconds: number; pages: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-site-'));
  const product = await startProductProcess(dataDir);
  let outDir: string | undefined;
  try {
    const built = await buildSite(product.urls.api);
    outDir = built.outDir;
    const pages = samplePages(built.outDir);
    const served = await serveSite(built.outDir, { api: product.urls.api, media: product.urls.site });
    try {
      const lighthouse = await measureLighthouse(served.url, pages.slice(0, 5));
      return { weight: measurePageWeight(built.outDir, pages), lighthouse, seconds: built.seconds, pages: built.pages };
    } finally {
      await served.close();
    }
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }
}
