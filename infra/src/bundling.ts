import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { CERTIFICATE_FONT_FILE, CERTIFICATE_FONT_MODULE } from '@migralink/functions/certificates/font';
import { REPO_ROOT, handlerEntry } from './paths';

/** ESM bundles still meet CommonJS dependencies that call `require`: give them one. */
export const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Left out of every bundle: the AWS SDK is provided by the Lambda runtime
 * (bundling it would only add size); sharp is native code built per platform,
 * which the functions that decode images get from their layer
 * (`lambda-sharp-layer.ts`). Only bundles that use a module refer to it.
 * aws-lite loads its XML parser (`_vendor/xml`, 26 KB) only for services that
 * speak XML; the functions call DynamoDB through it, which speaks JSON. It loads
 * its copy of the SDK's DynamoDB converters with tslib (`_vendor/aws`, 16 KB)
 * only when asked to convert, which our client never does: its plugin converts
 * with `@aws-sdk/util-dynamodb`, which the runtime provides
 * (`functions/src/lib/dynamodb-plugin.ts`).
 */
export const EXTERNAL_MODULES = ['@aws-sdk/*', 'sharp', '../_vendor/xml', '../_vendor/aws'];

/** The file each bundle directory holds; the function's handler is `index.handler`. */
export const BUNDLE_FILE = 'index.mjs';

/**
 * The one definition of how a handler is bundled. The stacks and the
 * benchmark both bundle through `bundleHandlers`, so the sizes the benchmark
 * prints are the sizes that deploy.
 */
export const ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  mainFields: ['module', 'main'],
  banner: { js: REQUIRE_BANNER },
  external: EXTERNAL_MODULES,
  minify: true,
  // The messages in Russian and Ukrainian as UTF-8 (2 bytes a letter) rather than `\uXXXX` escapes (6 bytes).
  charset: 'utf8',
  sourcemap: true,
  // Paths in the source maps are relative to the repository, so bundles do not change with the machine.
  absWorkingDir: REPO_ROOT,
  logLevel: 'warning',
} as const satisfies BuildOptions;

/** Where the stacks bundle to: a fixed place, so unchanged handlers give identical assets. */
export const STACK_BUNDLES_DIR = path.join(REPO_ROOT, 'node_modules/.cache/lambda-bundles');

/** The directory holding one handler's bundle (`index.mjs` and its map). */
export function bundleDir(outdir: string, handler: string): string {
  return path.join(outdir, handler);
}

/**
 * Modules a handler loads only when it needs them (`import()`), heavy enough to keep out of every
 * cold start: the certificates' PDF renderer (pdf-lib and fontkit, ~1.1 MB), the Stripe client
 * (~250 KB) and the export's workbook writer (exceljs, ~550 KB). A handler that carries one is
 * bundled again on its own with code splitting, so that module is a chunk beside `index.mjs`
 * that Node reads only at the `import()` (the PDF already kept, a call that does not pay, never do).
 */
export const LAZY_MODULES = ['functions/src/certificates/pdf.ts', 'node_modules/stripe/', 'node_modules/exceljs/'];

/** Whether a bundle's input (a path as esbuild's metafile names it) is of a `LAZY_MODULES` module, wherever npm put the package. */
export const isLazyInput = (input: string) =>
  LAZY_MODULES.some((lazy) => input.startsWith(lazy) || input.includes(`/${lazy}`));

const outputPath = (file: string) => path.relative(REPO_ROOT, path.resolve(REPO_ROOT, file));
const entryOutput = (outdir: string, handler: string) => outputPath(path.join(bundleDir(outdir, handler), BUNDLE_FILE));

/**
 * Bundles every handler in ONE esbuild run (a second or two for a hundred
 * handlers, where one esbuild process per function costs most of a second
 * each), then the few that carry a `LAZY_MODULES` module once more each, split
 * into chunks kept in the handler's own directory (a function's asset).
 * Synchronous, because constructs are built synchronously.
 */
export function bundleHandlers(handlers: readonly string[], outdir: string): Metafile {
  rmSync(outdir, { recursive: true, force: true });
  const unique = [...new Set(handlers)];
  const entryPoints = (each: readonly string[]) =>
    Object.fromEntries(each.map((handler) => [`${handler}/index`, handlerEntry(handler)]));
  const { metafile } = buildSync({ ...ESBUILD_OPTIONS, entryPoints: entryPoints(unique), outdir, metafile: true });
  const split = unique.filter((handler) =>
    Object.keys(metafile.outputs[entryOutput(outdir, handler)]?.inputs ?? {}).some(isLazyInput),
  );
  for (const handler of split) {
    for (const file of Object.keys(metafile.outputs))
      if (file.startsWith(`${outputPath(bundleDir(outdir, handler))}/`)) delete metafile.outputs[file];
    rmSync(bundleDir(outdir, handler), { recursive: true, force: true });
    const own = buildSync({
      ...ESBUILD_OPTIONS,
      entryPoints: entryPoints([handler]),
      splitting: true,
      chunkNames: `${handler}/[name]-[hash]`,
      outdir,
      metafile: true,
    }).metafile;
    Object.assign(metafile.inputs, own.inputs);
    Object.assign(metafile.outputs, own.outputs);
  }
  copyBundleAssets(metafile);
  return metafile;
}

/**
 * A function's code files (as `metafile.outputs` names them): all of them (what deploys), and what
 * its cold start loads: `index.mjs` and the chunks it imports statically, not those it loads by
 * `import()` (`LAZY_MODULES`).
 */
export function functionCode(
  metafile: Metafile,
  outdir: string,
  handler: string,
): { all: string[]; coldStart: string[] } {
  const dir = `${outputPath(bundleDir(outdir, handler))}/`;
  const all = Object.keys(metafile.outputs).filter((file) => file.startsWith(dir) && file.endsWith('.mjs'));
  const coldStart = new Set<string>();
  const load = (file: string) => {
    if (coldStart.has(file) || !metafile.outputs[file]) return;
    coldStart.add(file);
    for (const { path: imported, kind } of metafile.outputs[file]!.imports)
      if (kind === 'import-statement') load(outputPath(imported));
  };
  load(entryOutput(outdir, handler));
  if (!coldStart.size) throw new Error(`No bundle of ${handler} in ${outdir}`);
  return { all, coldStart: [...coldStart] };
}

/** The bytes of these output files together. */
export const bytesOf = (metafile: Metafile, files: readonly string[]): number =>
  files.reduce((sum, file) => sum + (metafile.outputs[file]?.bytes ?? 0), 0);

/**
 * Files a bundle reads beside itself at run time, by the module that reads them: the font of the
 * certificates' PDF (`functions/src/certificates/font.ts`; 740 KB that would weigh a third more as
 * text in the bundle and be parsed at every cold start).
 */
export const BUNDLE_ASSETS: Readonly<Record<string, readonly { file: string; name: string }[]>> = {
  'functions/src/certificates/font.ts': [
    { file: createRequire(import.meta.url).resolve(CERTIFICATE_FONT_MODULE), name: CERTIFICATE_FONT_FILE },
  ],
};

/** Copies into each bundle's directory the files its modules (in `index.mjs` or a chunk) read beside it (`BUNDLE_ASSETS`). */
export function copyBundleAssets(metafile: Metafile): void {
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.mjs')) continue;
    const assets = Object.keys(inputs).flatMap((input) => BUNDLE_ASSETS[input] ?? []);
    for (const { file, name } of assets) {
      copyFileSync(file, path.join(path.dirname(path.resolve(REPO_ROOT, output)), name));
    }
  }
}
