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
 * Bundles every handler in ONE esbuild run (a second or two for a hundred
 * handlers, where one esbuild process per function costs most of a second
 * each). Synchronous, because constructs are built synchronously.
 */
export function bundleHandlers(handlers: readonly string[], outdir: string): Metafile {
  rmSync(outdir, { recursive: true, force: true });
  const unique = [...new Set(handlers)];
  const result = buildSync({
    ...ESBUILD_OPTIONS,
    entryPoints: Object.fromEntries(unique.map((handler) => [`${handler}/index`, handlerEntry(handler)])),
    outdir,
    metafile: true,
  });
  copyBundleAssets(result.metafile);
  return result.metafile;
}

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

/** Copies into each bundle's directory the files its modules read beside it (`BUNDLE_ASSETS`). */
export function copyBundleAssets(metafile: Metafile): void {
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith(BUNDLE_FILE)) continue;
    const assets = Object.keys(inputs).flatMap((input) => BUNDLE_ASSETS[input] ?? []);
    for (const { file, name } of assets) {
      copyFileSync(file, path.join(path.dirname(path.resolve(REPO_ROOT, output)), name));
    }
  }
}
