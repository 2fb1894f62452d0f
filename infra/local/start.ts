import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from '../src/paths';
import { startPlatform } from './platform';
import { readLocalSettings } from './settings';

/**
 * `npm start`: the whole product locally with demo data. Prints its addresses
 * and the demo admin, then runs until Ctrl-C, which stops everything it started.
 */
const started = performance.now();
const settings = readLocalSettings();
const log = (line: string) => console.log(`· ${line}`);

try {
  const platform = await startPlatform(settings, log);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`
Migralink is running (ready in ${seconds} s)

  site          ${platform.urls.site}
  API           ${platform.urls.api}countries
  mail viewer   ${platform.urls.mail}

  demo admin    ${platform.admin.email}
  password      ${platform.admin.password}

Data is kept in ${path.relative(REPO_ROOT, settings.dataDir) || '.'}/; \`npm run reset\` wipes it. Ctrl-C stops everything.`);

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\nThe local platform could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
