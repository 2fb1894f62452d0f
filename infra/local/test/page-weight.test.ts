import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_JS_BUDGET_KB, pageWeights, withinBudget } from './page-weight';

const outDir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), text);
};
const gz = (text: string) => gzipSync(Buffer.from(text)).length;

const SHARED = 'export const shared = 1;';
const PAGE = 'import { shared } from "./shared.js"; console.log(shared);';
const ISLAND = 'import { shared } from "./shared.js"; export default () => shared; import("./later.js");';
const RENDERER = 'export default () => "render";';
const INLINE = 'window.ready = true;';
write('_astro/shared.js', SHARED);
write('_astro/page.js', PAGE);
write('_astro/island.js', ISLAND);
write('_astro/renderer.js', RENDERER);
write('_astro/later.js', 'export const later = "loaded on demand, not counted";');
write(
  'en/index.html',
  [
    '<script type="module" src="/_astro/page.js"></script>',
    `<script>${INLINE}</script>`,
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js?v=1"></astro-island>',
  ].join('\n'),
);

describe("a page's JavaScript weight", () => {
  const [home, missing] = pageWeights(outDir, [
    { page: 'home', path: '/en/' },
    { page: 'tariffs', path: '/en/tariffs/' },
  ]);

  it('counts its module scripts, islands and renderers with what they import, each file once, and inline code', () => {
    const bytes = [SHARED, PAGE, ISLAND, RENDERER, INLINE].map(gz).reduce((sum, size) => sum + size, 0);
    expect(home).toEqual({ page: 'home', path: '/en/', kb: bytes / 1024, budgetKb: PAGE_JS_BUDGET_KB.home });
  });

  it("is within the page's budget, or not; a page the build lacks never is", () => {
    expect(withinBudget(home!)).toBe(true);
    expect(withinBudget({ ...home!, kb: PAGE_JS_BUDGET_KB.home + 0.1 })).toBe(false);
    expect(missing!.kb).toBeNaN();
    expect(withinBudget(missing!)).toBe(false);
  });
});
