import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../src/paths';
import { freePort } from '../ports';
import { localUrl } from '../settings';
import { stopChild } from '../stand-ins/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the product started for the browser tests answers. */
    product: { site: string; api: string; mail: string };
  }
}

const READY = /Migralink is running/;

/**
 * Browser tests run against the whole product started exactly as `npm start`
 * starts it, on free ports and with a fresh data folder of its own, so a
 * developer's running instance and data are left alone.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migralink-e2e-'));
  const ports = {
    SITE_PORT: await freePort(),
    API_PORT: await freePort(),
    DYNAMODB_PORT: await freePort(),
    S3_PORT: await freePort(),
    SES_PORT: await freePort(),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'infra/local/start.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])), LOCAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The product did not start in time:\n${output}`)), 170_000);
    child.stdout.on('data', () => READY.test(output) && (clearTimeout(timer), resolve()));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`The product exited (${code}):\n${output}`))));
  });
  project.provide('product', {
    site: localUrl(ports.SITE_PORT),
    api: localUrl(ports.API_PORT),
    mail: localUrl(ports.SES_PORT),
  });
  return async () => {
    await stopChild(child, 15_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
