import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rolldown, type ChunkingContext } from 'rolldown';
import { codeKey, entrySource, exportNames, pageCode, rewritePage, type PageCode } from './page-scripts';

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

/** The pages of each distinct set of code. */
interface CodeSet {
  code: PageCode;
  files: string[];
}

const ASSETS = '_astro';
const ENTRY_ID = '\0page-entry';

export async function foldPageScripts(outDir: string) {
  const sets = new Map<string, CodeSet>();
  const pages = (await readdir(outDir, { recursive: true })).filter((name) => name.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(outDir, page);
    const code = pageCode(await readFile(file, 'utf8'));
    if (!code) continue;
    const key = codeKey(code);
    const set = sets.get(key) ?? { code, files: [] };
    set.files.push(file);
    sets.set(key, set);
  }
  const written = new Set<string>();
  const folded = new Set<string>();
  for (const { code, files } of sets.values()) {
    const names = exportNames(code.components);
    const source = entrySource(code, names, (url) => path.join(outDir, url));
    const { entry, outputs, modules } = await bundle(outDir, source);
    outputs.forEach((output) => written.add(output));
    modules.forEach((module) => folded.add(module));
    for (const file of files) await writeFile(file, rewritePage(await readFile(file, 'utf8'), entry, names));
  }
  const removed = [...folded].filter((file) => !written.has(file));
  await Promise.all(removed.map((file) => rm(file, { force: true })));
  return {
    pages: [...sets.values()].reduce((sum, set) => sum + set.files.length, 0),
    entries: sets.size,
    removed: removed.length,
  };
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
      entryFileNames: 'page.[hash].js',
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
