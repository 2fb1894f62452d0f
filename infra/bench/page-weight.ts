import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mark, type Row } from './report';

export const TARGET_PAGE_JS_KB = 90;

/** A kind of page and one built page of that kind (`/en/company/<slug>/`); undefined when the build has none. */
export interface SamplePage {
  page: string;
  path: string | undefined;
}

/** One page of each kind the targets name, in English, from a built site. */
export function samplePages(outDir: string): SamplePage[] {
  const first = (folder: string) => {
    const name = readdirSync(path.join(outDir, folder)).find((entry) => !entry.includes('.'));
    return name && `/${folder}/${name}/`;
  };
  return [
    { page: 'home', path: '/en/' },
    { page: 'SEO landing page', path: first('en/companies') },
    { page: 'company page', path: first('en/company') },
    { page: 'service page', path: first('en/service') },
    { page: 'tariffs', path: '/en/tariffs/' },
    { page: 'companies list', path: '/en/companies/' },
    { page: 'sign-in', path: '/en/login/' },
  ];
}

/**
 * The JavaScript a browser loads per kind of page: the page's module scripts
 * and islands with every module they import, gzipped, each file once.
 */
export function measurePageWeight(outDir: string, pages: readonly SamplePage[]): Row[] {
  return pages.map(({ page, path: pagePath }) => {
    const file = pagePath && path.join(outDir, pagePath, 'index.html');
    const kb = file && existsSync(file) ? pageJsBytes(outDir, file) / 1024 : Number.NaN;
    return { page, 'JS gzipped KB': kb.toFixed(1), [`≤ ${TARGET_PAGE_JS_KB} KB`]: mark(kb <= TARGET_PAGE_JS_KB) };
  });
}

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
