const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The scheduled jobs locally (AWS runs them by their EventBridge rules,
 * `infra/src/scheduled-job.ts`): each runs once at start, after the demo data,
 * and then once a day while the platform runs. A failed run is logged; the
 * next one tries again.
 */
export async function startLocalJobs(log: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const { handler } = await import('@migralink/functions/handlers/certificates/expiry-reminders');
  const run = () =>
    handler().then(
      ({ mailed }) => log(`certificate expiry reminders: ${mailed} mailed`),
      (error: unknown) => log(`certificate expiry reminders failed: ${String(error)}`),
    );
  await run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
