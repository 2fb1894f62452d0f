import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';
import { freePort } from './ports';
import type { EdgeLogTarget } from './edge-log';
import { LOCAL_CREDENTIALS } from './environment';
import { localUrl, loopbackUrl, readLocalSettings } from './settings';
import { stopChild } from './stand-ins/dynamodb-local';

/** The line `npm start` prints once everything answers. */
export const READY_LINE = /Migralink is running/;

export interface ProductProcess {
  urls: { site: string; api: string; mail: string; payments: string; dynamodb: string };
  /**
   * The product's table as the site build reads it in AWS (`buildSite`'s `{ table }`, through the build's own API
   * server): its name, region and endpoint, with the local credentials.
   */
  table: Record<string, string>;
  /** Where its site servers' access logs go (the S3 stand-in's logs bucket): a built site served beside it logs there too. */
  edgeLogs: EdgeLogTarget;
  /** Milliseconds from spawning `start.ts` to its ready line. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Runs `infra/local/start.ts` (what `npm start` runs) in a child process on
 * free ports with its own data folder, and resolves once it is ready. Used by
 * the browser tests and the start-up benchmark, so both measure the real thing.
 */
export async function startProductProcess(dataDir: string, timeoutMs = 170_000): Promise<ProductProcess> {
  const ports = {
    SITE_PORT: await freePort(),
    API_PORT: await freePort(),
    DYNAMODB_PORT: await freePort(),
    S3_PORT: await freePort(),
    SES_PORT: await freePort(),
    PAYMENTS_PORT: await freePort(),
  };
  const env = {
    ...productEnvironment(process.env),
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    LOCAL_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const settings = readLocalSettings(env);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'infra/local/start.ts')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: what it spawned (DynamoDB Local, the dev server) goes with it, even when it is
    // stopped before its platform is up (a timeout), when it cannot stop them itself.
    detached: true,
  });
  /** Stops `start.ts` (its platform stops what it started), then whatever of its group is left. */
  const stop = async (graceMs?: number) => {
    await stopChild(child, graceMs);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Nothing of the group left.
    }
  };
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The product was not ready after ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (READY_LINE.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The product exited with code ${code}:\n${output}`));
    });
  });
  return {
    urls: {
      site: localUrl(ports.SITE_PORT),
      api: localUrl(ports.API_PORT),
      mail: localUrl(ports.SES_PORT),
      payments: localUrl(ports.PAYMENTS_PORT),
      dynamodb: loopbackUrl(ports.DYNAMODB_PORT),
    },
    table: {
      AWS_REGION: settings.region,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME: settings.tableName,
      DYNAMODB_ENDPOINT: loopbackUrl(settings.ports.dynamodb),
    },
    edgeLogs: { s3: loopbackUrl(ports.S3_PORT), bucket: settings.edgeLogsBucket },
    readyMs: performance.now() - started,
    stop: () => stop(15_000),
  };
}

/**
 * The caller's environment without what a test runner adds to it (`NODE_ENV=test`,
 * `VITEST…`): the product must start as `npm start` starts it, and Astro's dev
 * server serves no pages under `NODE_ENV=test`.
 */
function productEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== 'NODE_ENV' && name !== 'TEST' && !name.startsWith('VITEST')),
  );
}
