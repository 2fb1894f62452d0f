import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from '../src/paths';
import { startPlatform, type Platform } from './platform';
import { readLocalSettings } from './settings';

/**
 * `npm start`: the whole product locally with demo data. Prints its addresses
 * and the demo admin, then runs until Ctrl-C, which stops everything it started.
 */
const started = performance.now();
const settings = readLocalSettings();
const log = (line: string) => console.log(`· ${line}`);

// Listen for the stop signals first: one may come while the platform is still starting
// (or right as the ready line goes out), and nothing it started may outlive this process.
let platform: Platform | undefined;
let stopRequested = false;
const stop = async () => {
  await platform?.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopRequested) return;
    stopRequested = true;
    console.log(`\n${signal}: stopping…`);
    if (platform) void stop();
  });
}

try {
  platform = await startPlatform(settings, log);
  if (stopRequested) await stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`
Migralink is running (ready in ${seconds} s)

  site          ${platform.urls.site}
  API           ${platform.urls.api}countries
  mail viewer   ${platform.urls.mail}
  payments      ${platform.urls.payments}

  demo admin    ${platform.admin.email}
  password      ${platform.admin.password}

Data is kept in ${path.relative(REPO_ROOT, settings.dataDir) || '.'}/; \`npm run reset\` wipes it. Ctrl-C stops everything.`);
} catch (error) {
  console.error(`\nThe local platform could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
