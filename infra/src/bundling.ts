import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** ESM bundles still meet CommonJS dependencies that call `require`: give them one. */
export const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** Provided by the Lambda runtime; bundling it would only add size and cold start. */
export const EXTERNAL_MODULES = ['@aws-sdk/*'];

export const NODE_TARGET = 'node24';

/**
 * The one definition of how a handler is bundled, as esbuild options. The
 * stacks (through NodejsFunction) and the benchmark both derive from it, so
 * the sizes the benchmark prints are the sizes that deploy.
 */
export const ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: NODE_TARGET,
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  mainFields: ['module', 'main'],
  banner: { js: REQUIRE_BANNER },
  external: EXTERNAL_MODULES,
  minify: true,
  sourcemap: true,
} as const satisfies BuildOptions;

/** The same options in NodejsFunction's words (it writes `index.mjs` for ESM). */
export const LAMBDA_BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: ESBUILD_OPTIONS.target,
  mainFields: [...ESBUILD_OPTIONS.mainFields],
  banner: ESBUILD_OPTIONS.banner.js,
  externalModules: [...ESBUILD_OPTIONS.external],
  minify: ESBUILD_OPTIONS.minify,
  sourceMap: ESBUILD_OPTIONS.sourcemap,
};
