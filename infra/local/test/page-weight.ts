import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CERTIFICATE_SHELL } from '@migralink/shared/certificate-pages';
import { CERTIFICATES_PATH } from '@migralink/shared/certificate-path';

/**
 * The JavaScript each kind of page may load, gzipped, at most (KB): the one table
 * `npm run bench` reports against and the built-site browser test holds every page to.
 * A page with a React island carries ~72 KB of React, its DOM renderer and Astro's island
 * runtime before any code of its own. The SEO landing page adds the search island, the layout's
 * scripts, live prices, the lead popup's opener and advertisement events. Each page loads its code as
 * one file (site/build/one-script.ts); what that file loads on demand (a popup at its first press, the
 * visa rule) is not counted.
 * The visa map pages hydrate the world map and a searchable list of passports at once.
 * The certificate page hydrates its island at once; the code that reads a PDF and checks its signature
 * loads with the first file dropped, outside this budget.
 */
export const PAGE_JS_BUDGET_KB = {
  home: 90,
  'SEO landing page': 90,
  'company page': 90,
  'service page': 90,
  tariffs: 90,
  'visa-free map': 150,
  "a passport's map": 150,
  'passport comparison': 90,
  'companies list': 90,
  'sign-in': 90,
  'certificate page': 90,
  'programme page': 90,
  'blog index': 90,
  'article page': 90,
} as const;

export type PageKind = keyof typeof PAGE_JS_BUDGET_KB;

/** A kind of page and one built page of that kind (`/en/company/<slug>/`); undefined when the build has none. */
export interface SamplePage {
  page: PageKind;
  path: string | undefined;
  /** Lighthouse scores it too (each run costs about half a minute). */
  scored?: boolean;
}

/** One page of each kind the budgets name, in English, from a built site. */
export function samplePages(outDir: string): SamplePage[] {
  const first = (folder: string) => {
    const name = readdirSync(path.join(outDir, folder)).find((entry) => !entry.includes('.'));
    return name && `/${folder}/${name}/`;
  };
  return [
    { page: 'home', path: '/en/', scored: true },
    { page: 'SEO landing page', path: first('en/companies'), scored: true },
    { page: 'company page', path: first('en/company'), scored: true },
    { page: 'service page', path: first('en/service'), scored: true },
    { page: 'tariffs', path: '/en/tariffs/', scored: true },
    { page: 'visa-free map', path: '/en/visa-free-map/', scored: true },
    { page: "a passport's map", path: first('en/visa-free-map'), scored: true },
    { page: 'passport comparison', path: '/en/comparison-of-passports/', scored: true },
    { page: 'companies list', path: '/en/companies/' },
    { page: 'sign-in', path: '/en/login/' },
    { page: 'certificate page', path: `/en${CERTIFICATES_PATH}${CERTIFICATE_SHELL}/` },
    { page: 'programme page', path: first('en/programmes'), scored: true },
    { page: 'blog index', path: '/en/blog/', scored: true },
    // A demo article (infra/local/demo/articles.ts): its page must not carry the editor's code.
    { page: 'article page', path: '/en/blog/temporary-residence-serbia-work/', scored: true },
  ];
}

/** The pages Lighthouse scores. */
export const scoredPages = (pages: readonly SamplePage[]) => pages.filter((page) => page.scored);

/** A sample page's JavaScript, gzipped, against its budget; `kb` is NaN when the build has no such page. */
export interface PageWeight {
  page: PageKind;
  path: string | undefined;
  kb: number;
  budgetKb: number;
}

/**
 * The JavaScript a browser loads per kind of page: the page's module scripts
 * and islands with every module they import, gzipped, each file once.
 */
export function pageWeights(outDir: string, pages: readonly SamplePage[]): PageWeight[] {
  return pages.map(({ page, path: pagePath }) => {
    const file = pagePath && path.join(outDir, pagePath, 'index.html');
    const kb = file && existsSync(file) ? pageJsBytes(outDir, file) / 1024 : Number.NaN;
    return { page, path: pagePath, kb, budgetKb: PAGE_JS_BUDGET_KB[page] };
  });
}

/** Within its budget; a page the build lacks is not (NaN compares false). */
export const withinBudget = ({ kb, budgetKb }: PageWeight) => kb <= budgetKb;

/** Every JavaScript file a page loads (scripts, islands, their renderers) and what they import, gzipped. */
function pageJsBytes(outDir: string, file: string): number {
  const html = readFileSync(file, 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g),
  ].map((match) => match[1]!);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((code) => !code.trim().startsWith('{')); // JSON-LD is data, not code
  const seen = new Set<string>();
  const visit = (url: string) => {
    const target = path.join(outDir, url.split('?')[0]!);
    if (seen.has(target) || !existsSync(target)) return;
    seen.add(target);
    const code = readFileSync(target, 'utf8');
    for (const [, spec] of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g))
      visit(path.posix.join(path.posix.dirname(url), spec!));
  };
  entries.forEach(visit);
  const files = [...seen].map((target) => readFileSync(target));
  return [...files, ...inline.map((code) => Buffer.from(code))].reduce((sum, code) => sum + gzipSync(code).length, 0);
}
