import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { startBuildApi } from './build-api';

/**
 * The site build in AWS (`SiteRebuild`'s build project, `rebuild.ts`): serves the API's public reads to itself
 * from the table (`startBuildApi`: `TABLE_NAME`, the region and the project's role, which may only read it),
 * runs `npm run build -w site` with `API_URL` pointing at it, stops it and exits with the build's code. Nothing
 * of the build goes through CloudFront, the web ACL, API Gateway or Lambda.
 */
const api = await startBuildApi();
console.log(`the build's API: ${api.url} (the table ${process.env.TABLE_NAME ?? '(TABLE_NAME unset)'})`);
// Any arguments go to `astro build` (the benches name an `--outDir`).
const args = process.argv.slice(2);
const build = spawn('npm', ['run', 'build', '-w', 'site', ...(args.length ? ['--', ...args] : [])], {
  stdio: 'inherit',
  env: { ...process.env, API_URL: api.url },
});
const [code, signal] = (await once(build, 'close')) as [number | null, NodeJS.Signals | null];
const { hits, misses, bytes } = api.cache.stats();
console.log(
  `the build's reads: ${misses} sent to the table, ${hits} answered from memory (${(bytes / 2 ** 20).toFixed(0)} MB kept at the end)`,
);
await api.close();
process.exit(code ?? (signal ? 1 : 0));
