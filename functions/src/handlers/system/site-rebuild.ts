import type { CodeBuildClient } from '@aws-sdk/client-codebuild';
import { readSiteBuild, recordBuildStarted } from '#data/site-build';
import { logger } from '#lib/logger';

/** Starts a build of the pre-built site; resolves once the build service accepted it. */
export type StartBuild = () => Promise<void>;

/**
 * Starts a build when the public catalogue changed since the last build
 * started (`markSiteChanged`, written by every reindex): a burst of
 * publications between two checks costs one build. The start is recorded as
 * the moment of this check, before the build reads anything, so a change made
 * meanwhile asks for the next one.
 */
export async function rebuildWhenChanged(start: StartBuild, now = new Date().toISOString()): Promise<boolean> {
  const { changed_at: changed, started_at: started } = await readSiteBuild();
  if (!changed || (started !== undefined && started >= changed)) return false;
  await start();
  await recordBuildStarted(now);
  return true;
}

let client: CodeBuildClient | undefined;

async function startSiteBuild(): Promise<void> {
  const { CodeBuildClient, StartBuildCommand } = await import('@aws-sdk/client-codebuild');
  client ??= new CodeBuildClient({});
  await client.send(new StartBuildCommand({ projectName: process.env.SITE_BUILD_PROJECT }));
}

/** One build at a time: while one runs, CodeBuild refuses another, and the next check tries again. */
const isBuildRunning = (error: unknown) => error instanceof Error && error.name === 'AccountLimitExceededException';

/** Runs every few minutes (the site stack's schedule). */
export async function handler(): Promise<{ started: boolean }> {
  try {
    const started = await rebuildWhenChanged(startSiteBuild);
    if (started) logger.info('site build started');
    return { started };
  } catch (error) {
    if (!isBuildRunning(error)) throw error;
    logger.info('site build still running; the next check starts the next');
    return { started: false };
  }
}
