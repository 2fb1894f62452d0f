import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldPageScripts } from './one-script';
import { pageCode } from './page-scripts';

/** A built site in small: two scripts, an island whose code loads a popup on demand, their renderer. */
const BUILT: Record<string, string> = {
  '_astro/Layout.Aa11Bb22.js': 'import { note } from "./shared.Cc33Dd44.js"; note("layout");',
  '_astro/Prices.Ee55Ff66.js': 'import { note } from "./shared.Cc33Dd44.js"; note("prices");',
  '_astro/shared.Cc33Dd44.js':
    'export const note = (what) => (globalThis.notes ??= []).push(what); export const unused = () => "gone";',
  '_astro/Search.Gg77Hh88.js': 'export default function Search() { return import("./Popup.Ii99Jj00.js"); }',
  '_astro/Popup.Ii99Jj00.js': 'import { note } from "./shared.Cc33Dd44.js"; export const popup = () => note("popup");',
  '_astro/client.Kk11Ll22.js': 'export default (element) => (Component) => Component;',
  '_astro/Map.Oo55Pp66.js': 'export default function Map() { return "map"; }',
  '_astro/Card.Qq77Rr88.js': 'export default function Card() { return "card"; }',
  '_astro/Unrelated.Mm33Nn44.js': 'export const kept = 1;',
};

const island = (url: string) =>
  `<astro-island uid="Z1" component-url="${url}" component-export="default" renderer-url="/_astro/client.Kk11Ll22.js" ssr client="load" opts="{}"></astro-island>`;
const script = (name: string) => `<script type="module" src="/_astro/${name}"></script>`;
const landing = `<html><head>${script('Layout.Aa11Bb22.js')}${script('Prices.Ee55Ff66.js')}</head><body>${island('/_astro/Search.Gg77Hh88.js')}</body></html>`;

let outDir: string;
const html = (page: string) => readFileSync(path.join(outDir, page, 'index.html'), 'utf8');
const assets = () => readdirSync(path.join(outDir, '_astro'));

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'one-script-'));
  for (const [file, code] of Object.entries(BUILT)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), code);
  }
  const twoIslands = (first: string, second: string) =>
    `<html><head>${script('Layout.Aa11Bb22.js')}</head><body>${island(first)}${island(second)}</body></html>`;
  const pages = {
    'a/': landing,
    'b/': landing,
    'c/': `<html><head>${script('Layout.Aa11Bb22.js')}</head></html>`,
    'd/': twoIslands('/_astro/Card.Qq77Rr88.js', '/_astro/Map.Oo55Pp66.js'),
    'e/': twoIslands('/_astro/Map.Oo55Pp66.js', '/_astro/Card.Qq77Rr88.js'),
  };
  for (const [page, text] of Object.entries(pages)) {
    mkdirSync(path.join(outDir, page), { recursive: true });
    writeFileSync(path.join(outDir, page, 'index.html'), text);
  }
  await foldPageScripts(outDir);
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('foldPageScripts', () => {
  it('has pages of the same code load one entry file, pages of other code another', () => {
    const entry = pageCode(html('a'))!.scripts;
    expect(entry).toHaveLength(1);
    expect(pageCode(html('b'))!.scripts).toEqual(entry);
    expect(pageCode(html('c'))!.scripts).toHaveLength(1);
    expect(pageCode(html('c'))!.scripts).not.toEqual(entry);
    expect(pageCode(html('a'))).toMatchObject({ renderer: entry[0], components: [{ url: entry[0] }] });
  });

  it('gives pages whose islands come in another order the same entry and export names', () => {
    const [d, e] = [pageCode(html('d'))!, pageCode(html('e'))!];
    expect(e.scripts).toEqual(d.scripts);
    expect(e.components.map((component) => component.exportPath).sort()).toEqual(['island_Card', 'island_Map']);
    expect([...e.components].reverse()).toEqual(d.components);
  });

  it('leaves no placeholder of an entry in any page', () => {
    for (const page of ['a', 'b', 'c', 'd', 'e']) expect(html(page)).not.toContain('\0');
  });

  it('runs the scripts in page order and gives the islands their component and renderer', async () => {
    const entry = pageCode(html('a'))!.scripts[0]!;
    const code = readFileSync(path.join(outDir, entry), 'utf8');
    expect(code).not.toMatch(/\bfrom\s*["']/);
    const module = await import(pathToFileURL(path.join(outDir, entry)).href);
    expect((globalThis as { notes?: string[] }).notes).toEqual(['layout', 'prices']);
    const popup = await module.island_Search();
    popup.popup();
    expect((globalThis as { notes?: string[] }).notes).toEqual(['layout', 'prices', 'popup']);
    expect(module.default(null)('component')).toBe('component');
  });

  it('keeps what loads on demand a file of its own, which imports from the entry', () => {
    const popups = assets().filter((name) => name.startsWith('Popup.'));
    const entries = pageCode(html('a'))!.scripts.concat(pageCode(html('c'))!.scripts);
    expect(popups).toHaveLength(1);
    const popup = readFileSync(path.join(outDir, '_astro', popups[0]!), 'utf8');
    expect(popup).toContain(`./${path.basename(entries[0]!)}`);
    expect(readFileSync(path.join(outDir, entries[0]!), 'utf8')).toContain(`./${popups[0]}`);
  });

  it('removes the files folded into entries and leaves the others', () => {
    for (const file of Object.keys(BUILT).filter((name) => !name.includes('Unrelated')))
      expect(existsSync(path.join(outDir, file)), file).toBe(false);
    expect(existsSync(path.join(outDir, '_astro/Unrelated.Mm33Nn44.js'))).toBe(true);
  });
});
