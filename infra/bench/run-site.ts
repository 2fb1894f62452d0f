import { PAGE_JS_BUDGET_KB, type PageKind } from '../local/test/page-weight';
import { reportSite } from './site';

/**
 * `npm run bench:site [-- "<page kind>" …]`: the site's sections of `npm run bench` alone (page weight, the
 * world geometry, Lighthouse), Lighthouse scoring only the kinds of page named (`PAGE_JS_BUDGET_KB`'s names,
 * e.g. "article page" "blog index"), else every page it scores.
 */
const only = process.argv.slice(2);
const unknown = only.filter((kind) => !(kind in PAGE_JS_BUDGET_KB));
if (unknown.length > 0)
  throw new Error(
    `No such kind of page: ${unknown.join(', ')}; the kinds are ${Object.keys(PAGE_JS_BUDGET_KB).join(', ')}`,
  );
await reportSite(only as PageKind[]);
