import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_HANDLER, routes } from '@migralink/shared/routes';
import { budgetOf } from '../src/bundle-budgets';
import { BUNDLE_FILE, bundleDir, bundleHandlers, bytesOf, functionCode } from '../src/bundling';
import { REPO_ROOT } from '../src/paths';
import { mark, median, type Row } from './report';

export const TARGET_COLD_INIT_MS = 100;
const RUNS = 5;

/** What the functions read at cold start, as in AWS (values need not be real to load). */
const LAMBDA_ENV = {
  TABLE_NAME: 'bench-table',
  UPLOADS_BUCKET: 'bench-uploads',
  MAIL_FROM: 'no-reply@example.com',
  SITE_URL: 'https://example.com',
  JWT_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:bench',
  JWT_ISSUER: 'migralink',
  JWT_AUDIENCE: 'migralink-api',
  CORS_ORIGINS: 'https://example.com',
  LOG_LEVEL: 'warn',
  AWS_REGION: 'eu-central-1',
  // Lambda hands the function's role credentials over in these variables.
  AWS_ACCESS_KEY_ID: 'ASIABENCHBENCHBENCH0',
  AWS_SECRET_ACCESS_KEY: 'bench-secret-access-key',
  AWS_SESSION_TOKEN: 'bench-session-token',
  NODE_OPTIONS: '--enable-source-maps',
};

/**
 * Bundles every handler exactly as the stacks do (the same function), then times a fresh Node importing each bundle. The output lives
 * under the repository's node_modules so the external `@aws-sdk/*` resolves,
 * as the Lambda runtime provides it.
 */
export async function measureLambdaBundles(): Promise<{ baselineMs: number; rows: Row[] }> {
  const cache = path.join(REPO_ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'bench-bundles-'));
  try {
    const handlers = [...new Set([...routes.map((route) => route.handler), NOT_FOUND_HANDLER])];
    const metafile = bundleHandlers(handlers, outdir);
    const empty = path.join(outdir, 'empty.mjs');
    writeFileSync(empty, '');
    const baselines: number[] = [];

    const rows = handlers.map((handler) => {
      const file = path.join(bundleDir(outdir, handler), BUNDLE_FILE);
      const code = functionCode(metafile, outdir, handler);
      const sizeKb = bytesOf(metafile, code.all) / 1024;
      // Each import is paired with an empty module's, timed just before it: the machine's drift over the
      // minutes of the run (other work, its caches) falls on both, and the median of the differences stays.
      const pairs = Array.from({ length: RUNS }, () => [timeImport(empty), timeImport(file)] as const);
      baselines.push(...pairs.map(([base]) => base));
      const initMs = Math.max(0, median(pairs.map(([base, bundle]) => bundle - base)));
      return {
        function: handler,
        'size KB': sizeKb.toFixed(1),
        'budget KB': `≤ ${budgetOf(handler)}`,
        size: mark(sizeKb <= budgetOf(handler)),
        'loaded cold KB': (bytesOf(metafile, code.coldStart) / 1024).toFixed(1),
        'cold init ms': initMs.toFixed(0),
        [`≤ ${TARGET_COLD_INIT_MS} ms`]: mark(initMs <= TARGET_COLD_INIT_MS),
      };
    });
    return { baselineMs: median(baselines), rows };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Wall time of a fresh `node` (the running Node 24) that imports `file` and exits. */
function timeImport(file: string): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [file], { env: { ...process.env, ...LAMBDA_ENV }, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`Importing ${file} failed:\n${run.stderr}`);
  return elapsed;
}
