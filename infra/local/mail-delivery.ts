/** How often the table's stream is read: Lambda's event source mapping polls a shard about four times a second. */
const POLL_MS = 250;
/** The retry sweep's schedule, as in AWS (`infra/src/mail-path.ts`). */
const SWEEP_MS = 60_000;

/**
 * The mail path locally, as AWS runs it (`functions/src/mail/README.md`): the table's stream (DynamoDB Local's) read
 * continuously and handed to the sender function in batches, and the retry sweep every minute, so queued mails reach
 * the mail viewer by themselves. A failed round is logged; the next reads on from where it left off.
 */
export async function startMailDelivery(log: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const [{ handler }, { StreamReader, STREAM_BATCH }] = await Promise.all([
    import('@migralink/functions/handlers/mail/send-queued'),
    import('@migralink/functions/testing/stream-reader'),
  ]);
  const reader = new StreamReader();
  let stopped = false;
  let lastSweep = Date.now();
  const round = async () => {
    const records = await reader.read();
    for (let start = 0; start < records.length; start += STREAM_BATCH) {
      await handler({ Records: records.slice(start, start + STREAM_BATCH) });
    }
    if (Date.now() - lastSweep >= SWEEP_MS) {
      lastSweep = Date.now();
      await handler({});
    }
  };
  const running = (async () => {
    while (!stopped) {
      await round().catch((error: unknown) => log(`mail delivery failed: ${String(error)}`));
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
      reader.stop();
    },
  };
}
