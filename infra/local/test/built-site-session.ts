import { afterAll, beforeAll } from 'vitest';
import { browserSession } from './browser';
import { builtOnce, serveSite, type ServedSite } from './built-site';
import { siteBuildFolder, startedProduct, startedProductEdgeLogs, startedProductTable } from './provided';

/** The browser-test run's one build of the site (`builtOnce`), from the product its setup started. */
export const runSiteBuild = () => builtOnce(startedProductTable(), siteBuildFolder());

/**
 * A browser-test file on the built site: the run's one build (`builtOnce`), served as CloudFront serves it
 * for the file's tests (the API and uploads forwarded to the product), and a browser session on it.
 */
export function builtSiteSession() {
  const product = startedProduct();
  let served: ServedSite | undefined;
  const session = browserSession(() => served?.url ?? '');
  beforeAll(async () => {
    served = await serveSite(await runSiteBuild(), {
      api: product.api,
      media: product.site,
      edgeLogs: startedProductEdgeLogs(),
    });
  }, 600_000);
  afterAll(async () => {
    await served?.close();
  });
  return {
    ...session,
    product,
    siteUrl: () => served?.url ?? '',
    /** Ships the served site's access log now (`ServedSite['shipLog']`). */
    shipLog: () => served?.shipLog() ?? Promise.resolve(),
  };
}
