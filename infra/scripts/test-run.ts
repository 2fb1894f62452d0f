/**
 * `npm test`'s vitest part: two vitest runs side by side, each writing whole lines of its own.
 *
 * - the unit files, then the integration files (`--project unit --project integration`);
 * - the browser files (`--project e2e`).
 *
 * One vitest run can not do this: it runs a group of projects with one worker count, so an integration file and a
 * browser file, each kind one file at a time, would wait for each other. The two kinds share nothing: each run
 * starts stand-ins of its own on free ports (`infra/local/test/integration-setup.ts`, `e2e-setup.ts`). The browser
 * run starts its product while the unit files run.
 *
 * Arguments (file filters, `--project …`) make it one plain `vitest run` with them, as `npx vitest run` would be.
 * With `TEST_REPORT_DIR` set, each run also writes its JSON report there (`<run>.json`, what `.ci/run` counts).
 * The exit code is the first failing run's, else 0.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

interface Run {
  name: string;
  args: string[];
}

const RUNS: readonly Run[] = [
  { name: 'unit-integration', args: ['--project', 'unit', '--project', 'integration'] },
  { name: 'e2e', args: ['--project', 'e2e'] },
];

function reportArgs(name: string): string[] {
  const folder = process.env.TEST_REPORT_DIR;
  if (!folder) return [];
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(folder, `${name}.json`)}`];
}

/** Runs vitest with `args`, its output passed on line by line (two runs' lines never cut into each other). */
function vitest(args: string[]): Promise<number> {
  const child = spawn('npx', ['vitest', 'run', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }) },
  });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`));
  return new Promise((done) => {
    child.on('error', () => done(1));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main(args: string[]): Promise<number> {
  if (args.length > 0) return vitest(args);
  const codes = await Promise.all(RUNS.map((run) => vitest([...run.args, ...reportArgs(run.name)])));
  return codes.find((code) => code !== 0) ?? 0;
}

process.exitCode = await main(process.argv.slice(2));
