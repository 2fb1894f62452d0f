import { setTimeout as sleep } from 'node:timers/promises';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Locally the every-minute jobs run this often (AWS: every minute), so a send or a block acts within seconds. */
const JOB_EVERY_MS = 2_000;
/** The time a local run is given, as Lambda's context tells it (the jobs keep 30 s of it back). */
const JOB_RUN_MS = 60_000;

/**
 * The scheduled jobs locally (AWS runs them by their EventBridge rules,
 * `infra/src/scheduled-job.ts`): the certificates' expiry reminders run once at
 * start, after the demo data (the start does not wait for them), and then once a day; the newsletters' send job,
 * the author-block job and the page-view count (AWS: hourly; it counts the new objects of yesterday's and today's
 * access logs, which the local site servers write: `edge-log.ts`) every few seconds, each run after the
 * last one ended. A failed run is logged;
 * the next one tries again.
 */
export async function startLocalJobs(log: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const { handler } = await import('@migralink/functions/handlers/certificates/expiry-reminders');
  const run = () =>
    handler().then(
      ({ mailed }) => log(`certificate expiry reminders: ${mailed} mailed`),
      (error: unknown) => log(`certificate expiry reminders failed: ${String(error)}`),
    );
  // The first run goes on while the platform finishes starting: nothing waits for its mails.
  const first = run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  const loops = [await newsletterSends(log), await authorBlocks(log), await pageViewCounts(log)];
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all([first, ...loops.map((loop) => loop.stop())]);
    },
  };
}

/** The newsletters' send job in a loop, with the context Lambda would give it, until stopped. */
async function newsletterSends(log: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const { handler } = await import('@migralink/functions/handlers/mailing/newsletter-sends');
  return inLoop(() =>
    handler({}, context).then(
      ({ queued }) => queued && log(`newsletters: ${queued} mails queued`),
      (error: unknown) => log(`newsletter send failed: ${String(error)}`),
    ),
  );
}

/** The author-block job in a loop, as the newsletters' send job. */
async function authorBlocks(log: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const { handler } = await import('@migralink/functions/handlers/reviews/author-blocks');
  return inLoop(() =>
    handler({}, context).then(
      ({ users }) => users && log(`author blocks: ${users} users' reviews brought to their block`),
      (error: unknown) => log(`author blocks failed: ${String(error)}`),
    ),
  );
}

/** The page-view count in a loop, as the newsletters' send job. */
async function pageViewCounts(log: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const { handler } = await import('@migralink/functions/handlers/statistics/count-page-views');
  return inLoop(() =>
    handler({}, context).then(
      ({ views, written }) => written && log(`page views: ${views} counted, ${written} companies' days written`),
      (error: unknown) => log(`page-view count failed: ${String(error)}`),
    ),
  );
}

const context = { getRemainingTimeInMillis: () => JOB_RUN_MS };

/** Runs `run` every few seconds, each run after the last one ended, until stopped. */
function inLoop(run: () => Promise<unknown>): { stop(): Promise<void> } {
  const stopping = new AbortController();
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      await run();
      await sleep(JOB_EVERY_MS, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();
  return {
    stop: async () => {
      stopping.abort();
      await loop;
    },
  };
}
