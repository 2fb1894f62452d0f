import { open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rolldown, type ChunkingContext } from 'rolldown';
import { eachAtMost } from '@migralink/shared/each-at-most';
import { codeKey, entrySource, exportNames, inKeyOrder, pageCode, rewritePage, type PageCode } from './page-scripts';

/**
 * One script per page (site/README.md, "How the site's scripts are built"): after the build, the code
 * each page loads (its scripts, its islands' components and their renderer: `page-scripts.ts`) is bundled
 * again from the built files into one entry file, one per distinct set (every landing page shares one),
 * named by its content like every `/_astro/` file. What the code loads on demand (`import()`) stays a
 * file of its own, loaded only then, taking what it shares from the entry. The built files folded into
 * entries are removed.
 */
export function oneScript(): AstroIntegration {
  return {
    name: 'one-script',
    hooks: {
      // Code loaded on demand preloads only its stylesheets, not the build's chunk files, which are folded
      // and removed below. Astro's own `build.modulePreload` object outweighs the site's, so the client's is
      // set once Vite resolves it.
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'one-script:no-module-preload',
                configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const { pages, entries, removed } = await foldPageScripts(fileURLToPath(dir));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${pages} pages load one script each: ${entries} entry files, ${removed} files folded in, in ${seconds} s`,
        );
      },
    },
  };
}

/** A page rewritten to load its entry before the entry exists: where in the file the entry's address goes. */
interface PlacedPage {
  file: string;
  /** Byte offsets of the placeholder (`PLACEHOLDER`) in the file. */
  offsets: number[];
}

/** The pages of each distinct set of code, with the export names of its islands. */
interface CodeSet {
  code: PageCode;
  names: Map<string, string>;
  pages: PlacedPage[];
}

const ASSETS = '_astro';
const ENTRY_ID = '\0page-entry';
/** An entry's name: its hash has a fixed length, so the page can hold a placeholder of the same length meanwhile. */
const ENTRY_FILE_NAME = 'page.[hash:8].js';
/** An entry's address until the entry exists; no built page holds a NUL character otherwise. */
const PLACEHOLDER = `/${ASSETS}/page.${'\0'.repeat(8)}.js`;
/**
 * Pages read or written at once. Thirty thousand pages of HTML do not fit in memory: each is read once, rewritten
 * with a placeholder for its entry's address and written back, and only the placeholder's offsets are kept;
 * once the entry is bundled, its address is written over them.
 */
const PAGES_AT_ONCE = 16;

export async function foldPageScripts(outDir: string) {
  const sets = new Map<string, CodeSet>();
  const pages = (await readdir(outDir, { recursive: true })).filter((name) => name.endsWith('.html'));
  await eachAtMost(PAGES_AT_ONCE, pages, async (page) => {
    const file = path.join(outDir, page);
    const html = await readFile(file, 'utf8');
    const found = pageCode(html);
    if (!found) return;
    const code = inKeyOrder(found);
    const key = codeKey(code);
    let set = sets.get(key);
    if (!set) sets.set(key, (set = { code, names: exportNames(code.components), pages: [] }));
    const rewritten = Buffer.from(rewritePage(html, PLACEHOLDER, set.names));
    set.pages.push({ file, offsets: offsetsOf(rewritten, PLACEHOLDER) });
    await writeFile(file, rewritten);
  });
  const written = new Set<string>();
  const folded = new Set<string>();
  for (const { code, names, pages } of sets.values()) {
    const source = entrySource(code, names, (url) => path.join(outDir, url));
    const { entry, outputs, modules } = await bundle(outDir, source);
    outputs.forEach((output) => written.add(output));
    modules.forEach((module) => folded.add(module));
    await eachAtMost(PAGES_AT_ONCE, pages, (page) => writeAt(page, entry));
  }
  const removed = [...folded].filter((file) => !written.has(file));
  await Promise.all(removed.map((file) => rm(file, { force: true })));
  return {
    pages: [...sets.values()].reduce((sum, set) => sum + set.pages.length, 0),
    entries: sets.size,
    removed: removed.length,
  };
}

/** Where `text` occurs in `bytes`. */
function offsetsOf(bytes: Buffer, text: string): number[] {
  const offsets: number[] = [];
  for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) offsets.push(at);
  return offsets;
}

/** Writes the entry's address over the page's placeholders, in place. */
async function writeAt({ file, offsets }: PlacedPage, entry: string): Promise<void> {
  const address = Buffer.from(entry);
  if (address.length !== Buffer.byteLength(PLACEHOLDER))
    throw new Error(`The entry ${entry} is not as long as its placeholder in the pages`);
  const handle = await open(file, 'r+');
  try {
    for (const offset of offsets) await handle.write(address, 0, address.length, offset);
  } finally {
    await handle.close();
  }
}

/** Chunks of the build are named `<name>.<8-character hash>`; the new file keeps the name, with its own hash. */
const stripHash = (name: string) => name.replace(/\.[\w-]{8}$/, '');

/**
 * Whether a module is one the entry imports statically, directly or not. Rolldown would otherwise give
 * the modules that code loaded on demand shares with the entry a file of their own, loaded with the entry.
 */
function staticallyImported(): (id: string, context: ChunkingContext) => boolean {
  let found: Set<string> | undefined;
  return (id, context) => {
    if (!found) {
      found = new Set();
      const next = [ENTRY_ID];
      for (let module = next.pop(); module !== undefined; module = next.pop()) {
        if (found.has(module)) continue;
        found.add(module);
        next.push(...(context.getModuleInfo(module)?.importedIds ?? []));
      }
    }
    return found.has(id);
  };
}

/**
 * One entry's bundle: everything the entry imports statically in one file, each `import()` a file of its
 * own (Vite's preload list of such an import names only stylesheets: `modulePreload: false`, above).
 * The entry may export more than its source says, so code loaded later imports what it shares from it.
 */
async function bundle(outDir: string, source: string) {
  const inEntry = staticallyImported();
  const build = await rolldown({
    input: { page: ENTRY_ID },
    preserveEntrySignatures: 'allow-extension',
    // The build's chunks import some modules both ways (a popup's code that the page also uses): one
    // copy, in the entry, as in the build.
    checks: { ineffectiveDynamicImport: false },
    plugins: [
      {
        name: 'page-entry',
        resolveId: (id) => (id === ENTRY_ID ? id : null),
        load: (id) => (id === ENTRY_ID ? source : null),
      },
    ],
  });
  try {
    const { output } = await build.write({
      dir: path.join(outDir, ASSETS),
      format: 'es',
      minify: true,
      entryFileNames: ENTRY_FILE_NAME,
      chunkFileNames: (chunk) => `${stripHash(chunk.name)}.[hash].js`,
      codeSplitting: { groups: [{ debugName: 'page', name: (id, context) => (inEntry(id, context) ? 'page' : null) }] },
    });
    const chunks = output.filter((item) => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    return {
      entry: `/${ASSETS}/${entry.fileName}`,
      outputs: output.map((item) => path.join(outDir, ASSETS, item.fileName)),
      modules: chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => id.startsWith(path.join(outDir, ASSETS))),
    };
  } finally {
    await build.close();
  }
}
