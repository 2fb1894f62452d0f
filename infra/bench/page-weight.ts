import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { startProductProcess } from '../local/product-process';
import { astroCli, SITE_DIR } from '../local/site-dev';
import { mark, type Row } from './report';

export const TARGET_PAGE_JS_KB = 90;

/**
 * Builds the site as DevOps does (against an API: here the local product with
 * its demo data) and measures, per kind of page, the JavaScript a browser
 * loads: the page's module scripts and islands with every module they import,
 * gzipped, each file once.
 */
export async function measurePageWeight(): Promise<{ rows: Row[]; buildSeconds: number; pages: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-site-'));
  const outDir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-dist-'));
  const product = await startProductProcess(dataDir);
  let buildSeconds: number;
  try {
    const started = performance.now();
    const build = spawnSync(process.execPath, [astroCli(), 'build', '--outDir', outDir], {
      cwd: SITE_DIR,
      env: { ...process.env, API_URL: product.urls.api, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    buildSeconds = (performance.now() - started) / 1000;
    if (build.status !== 0) throw new Error(`The site build failed:\n${build.stderr}${build.stdout}`);
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    const first = (folder: string) => readdirSync(path.join(outDir, folder)).find((name) => !name.includes('.'));
    const pages: [string, string | undefined][] = [
      ['home', 'en/index.html'],
      ['SEO landing page', `en/companies/${first('en/companies')}/index.html`],
      ['company page', `en/company/${first('en/company')}/index.html`],
      ['service page', `en/service/${first('en/service')}/index.html`],
      ['companies list', 'en/companies/index.html'],
      ['sign-in', 'en/login/index.html'],
    ];
    const rows = pages.map(([page, file]) => {
      const kb = file && existsSync(path.join(outDir, file)) ? pageJsBytes(outDir, file) / 1024 : Number.NaN;
      return { page, 'JS gzipped KB': kb.toFixed(1), [`≤ ${TARGET_PAGE_JS_KB} KB`]: mark(kb <= TARGET_PAGE_JS_KB) };
    });
    return { rows, buildSeconds, pages: countPages(outDir) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Every JavaScript file a page loads (scripts, islands, their renderers) and what they import, gzipped. */
function pageJsBytes(outDir: string, file: string): number {
  const html = readFileSync(path.join(outDir, file), 'utf8');
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

function countPages(outDir: string): number {
  return readdirSync(outDir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
}
