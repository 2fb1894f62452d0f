import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';
import type { AnsweredRequest } from '../../site/build/answered-request';
import { startEdgeLog } from './edge-log';
import { localUrl, loopbackUrl, LOOPBACK, type LocalSettings } from './settings';
import { stopChild, type RunningService } from './stand-ins/dynamodb-local';
import { httpAnswers, waitUntil } from './stand-ins/wait';

export const SITE_DIR = path.join(REPO_ROOT, 'site');

/** Astro's command line, as the site's own dependency (run it on this Node: `node <it> dev|build`). */
export function astroCli(): string {
  const astroPackage = createRequire(path.join(SITE_DIR, 'package.json')).resolve('astro/package.json');
  return path.join(path.dirname(astroPackage), 'bin/astro.mjs');
}

/** The dev server once spawned: `firstPage` waits until it serves the home page. */
export interface SiteDev {
  firstPage(): Promise<RunningService>;
  stop(): Promise<void>;
}

/**
 * The dev server's own module requests (Vite's `/@vite/client`, `/@id/…`, `/@fs/…`; the site's sources under
 * `/src/`, dependencies under `/node_modules/`): a built site has a few `/_astro/` files instead, so CloudFront
 * never sees these, and they are not logged (a page in dev asks hundreds).
 */
const DEV_MODULES = /^\/(?:@|src\/|node_modules\/|\.astro\/)/;

const isAnsweredRequest = (message: unknown): message is { edgeLog: AnsweredRequest } =>
  typeof message === 'object' && message !== null && 'edgeLog' in message;

/**
 * The Astro dev server for the site, on the Node that runs this script. It
 * proxies `/v1` to the local API, so the browser calls its own origin as it
 * does behind CloudFront, and stands in for CloudFront's access log: it hands
 * each request it answers over its IPC channel (`site/build/dev-access-log.ts`),
 * and the log goes to the logs bucket (`edge-log.ts`). Its own output is shown only when it complains.
 * Spawned before the rest of the platform, so its own start runs meanwhile; its first page
 * (which asks the API) is waited for once the API answers.
 */
export function spawnSiteDev(settings: LocalSettings, log: (line: string) => void = () => undefined): SiteDev {
  const astro = astroCli();
  const port = settings.ports.site;
  // `--ignore-lock`: this platform owns the server's life, so Astro neither refuses to run beside another
  // instance (a developer's `npm start` while the tests run) nor moves itself into the background.
  const args = [astro, 'dev', '--port', String(port), '--host', LOOPBACK, '--ignore-lock'];
  const child = spawn(process.execPath, args, {
    cwd: SITE_DIR,
    env: {
      ...process.env,
      API_URL: loopbackUrl(settings.ports.api),
      MEDIA_URL: `${loopbackUrl(settings.ports.s3)}/${settings.uploadsBucket}`,
      VITE_CACHE_DIR: path.join(settings.dataDir, 'vite'),
      SITE_URL: localUrl(port),
      SITE_PORT: String(port),
      ASTRO_TELEMETRY_DISABLED: '1',
      EDGE_LOG: 'ipc',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const edgeLog = startEdgeLog({ s3: loopbackUrl(settings.ports.s3), bucket: settings.edgeLogsBucket }, log);
  child.on('message', (message) => {
    if (isAnsweredRequest(message) && !DEV_MODULES.test(message.edgeLog.url)) edgeLog.record(message.edgeLog);
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()) > 100 && output.shift());
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(prefixLines('[site] ', chunk.toString())));
  let failure: string | undefined;
  child.once('exit', (code) => (failure = `exited with code ${code}\n${output.join('')}`));

  const url = loopbackUrl(port);
  // The requests answered until the server stopped are shipped then, before the S3 stand-in stops.
  const stop = () => stopChild(child).then(() => edgeLog.stop());
  return {
    stop,
    firstPage: async () => {
      await waitUntil('The site', () => httpAnswers(`${url}/en/`), {
        abandon: () => failure,
        timeoutMs: 120_000,
      }).catch(async (error) => {
        await stop();
        throw error;
      });
      return { endpoint: url, stop };
    },
  };
}

const prefixLines = (prefix: string, text: string) =>
  text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
