import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createGzip } from 'node:zlib';
import { certificateShellPath } from '@migralink/shared/certificate-pages';
import { API_PATH_PREFIXES } from '@migralink/shared/routes';
import { onAnswered } from '../../../site/build/answered-request';
import { startEdgeLog, type EdgeLogTarget } from '../edge-log';
import { astroCli, SITE_DIR } from '../site-dev';
import { REPO_ROOT } from '../../src/paths';
import { notFoundPageKey } from '../../src/site/not-found-page';
import { HASHED_ASSET_CACHE_CONTROL, isHashedAsset } from '../../src/site/hashed-assets';

export interface BuiltSite {
  outDir: string;
  seconds: number;
  pages: number;
  /** Each page the build rendered and how long it took, as Astro logs it (`├─ /en/index.html (+12ms)`). */
  pageTimes: PageTime[];
}

export interface PageTime {
  /** The built file's path (`/en/visa-free-map/germany/index.html`). */
  file: string;
  ms: number;
}

/** Astro's line for a rendered page: `├─ /en/tariffs/index.html (+12ms)` (colour codes aside). */
const PAGE_TIME = /[├└]─ (\S+) \(\+(\d+(?:\.\d+)?)(ms|s)\)/;

/** The pages and their render times in Astro's build output. */
export function pageTimesOf(output: string): PageTime[] {
  return output.split('\n').flatMap((line) => {
    const match = PAGE_TIME.exec(line);
    if (!match) return [];
    const value = Number(match[2]);
    return [{ file: match[1]!, ms: match[3] === 's' ? value * 1000 : value }];
  });
}

/**
 * The environment of a build as DevOps runs it: without what a test runner puts into its own (`NODE_ENV=test`,
 * and Vite's `MODE`, `DEV`, `PROD`, `SSR`, `BASE_URL`), which the build would read as its own `import.meta.env`:
 * pages built as in development, React's development code, the build's API cache off, five times as long.
 */
function deploymentEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'TEST']) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  return env;
}

/**
 * Where a build reads its data: an API at a URL (`API_URL`), or, as in AWS, a table through the build's own API
 * server (`infra/src/site/build-run.ts`), named by the functions' environment (`TABLE_NAME`, region, endpoint).
 */
export type BuildData = string | { table: Record<string, string> };

/** Builds the site as DevOps does, from `data`, into `outDir` (by default a fresh folder). */
export async function buildSite(
  data: BuildData,
  outDir = mkdtempSync(path.join(tmpdir(), 'migralink-bench-dist-')),
): Promise<BuiltSite> {
  const started = performance.now();
  const env = { ...deploymentEnv(), ASTRO_TELEMETRY_DISABLED: '1' };
  // Not spawnSync: the API the build calls may be served by this very process.
  const build =
    typeof data === 'string'
      ? spawn(process.execPath, [astroCli(), 'build', '--outDir', outDir], {
          cwd: SITE_DIR,
          env: { ...env, API_URL: data },
        })
      : spawn(process.execPath, ['--import', 'tsx', BUILD_RUN, '--outDir', outDir], {
          cwd: REPO_ROOT,
          env: { ...env, ...data.table, LOG_LEVEL: 'warn' },
        });
  let output = '';
  let log = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  build.stdout.on('data', (chunk: Buffer) => {
    keep(chunk);
    log += chunk.toString();
  });
  build.stderr.on('data', keep);
  const [status] = (await once(build, 'close')) as [number | null];
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`The site build failed:\n${output}`);
  const pages = readdirSync(outDir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
  return { outDir, seconds, pages, pageTimes: pageTimesOf(log) };
}

/**
 * The site built once in a browser-test run, as the build project builds it in AWS (through its own API
 * server, in front of the product's table), into the run's folder: a build takes one to two minutes, and
 * every file that needs a built site (the page policy, the lead popup, a company published after the build)
 * can share it. The first file to ask builds it; browser-test files run one at a time, so nobody else is
 * building meanwhile. The folder goes with the run's data.
 */
export async function builtOnce(table: Record<string, string>, outDir: string): Promise<string> {
  const done = `${outDir}.built`;
  if (!existsSync(done)) {
    rmSync(outDir, { recursive: true, force: true });
    await buildSite({ table }, outDir);
    writeFileSync(done, new Date().toISOString());
  }
  return outDir;
}

/** The script the build project runs (`infra/src/site/rebuild.ts`). */
const BUILD_RUN = path.join(REPO_ROOT, 'infra/src/site/build-run.ts');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSED = /^(text\/|application\/(json|xml)|image\/svg)/;

/** A built site being served: `shipLog` puts the access log's lines not shipped yet into the logs bucket now. */
export interface ServedSite {
  url: string;
  shipLog: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Serves a built site as CloudFront does: files gzipped when the browser takes
 * it, hashed assets cached for a year, pages revalidated, a certificate's address
 * from the page built for every number; the API paths and uploads forwarded to the
 * running product. With `upstream.edgeLogs`, it writes CloudFront's access log of every request it answers
 * into that logs bucket (`edge-log.ts`): a few seconds after the first line not shipped, on `shipLog` and on `close`.
 */
export async function serveSite(
  outDir: string,
  upstream: { api: string; media: string; edgeLogs?: EdgeLogTarget },
): Promise<ServedSite> {
  const edgeLog = upstream.edgeLogs && startEdgeLog(upstream.edgeLogs);
  const server = createServer((req, res) => {
    if (edgeLog) onAnswered(req, res, (answered) => edgeLog.record(answered));
    const url = new URL(req.url ?? '/', 'http://site');
    if (API_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return forward(req, res, upstream.api);
    if (url.pathname.startsWith('/media/')) return forward(req, res, upstream.media);
    serveFile(outDir, certificateShellPath(url.pathname) ?? url.pathname, req, res);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    shipLog: async () => edgeLog?.ship(),
    close: async () => {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await edgeLog?.stop();
    },
  };
}

function serveFile(outDir: string, pathname: string, req: IncomingMessage, res: ServerResponse): void {
  const candidates = [pathname, path.posix.join(pathname, 'index.html')];
  const file = candidates
    .map((candidate) => path.join(outDir, decodeURIComponent(candidate)))
    .find((target) => target.startsWith(outDir) && existsSync(target) && statSync(target).isFile());
  const target = file ?? path.join(outDir, notFoundPageKey(pathname));
  const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
  res.statusCode = file ? 200 : 404;
  res.setHeader('content-type', type);
  res.setHeader('cache-control', isHashedAsset(pathname) ? HASHED_ASSET_CACHE_CONTROL : 'no-cache');
  if (COMPRESSED.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.setHeader('content-encoding', 'gzip');
    createReadStream(target).pipe(createGzip()).pipe(res);
  } else {
    createReadStream(target).pipe(res);
  }
}

function forward(req: IncomingMessage, res: ServerResponse, origin: string): void {
  const target = new URL(req.url ?? '/', origin);
  const outgoing = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  outgoing.on('error', () => {
    res.statusCode = 502;
    res.end();
  });
  req.pipe(outgoing);
}
