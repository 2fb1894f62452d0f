import { setTimeout } from 'node:timers/promises';
import { readMail } from '#data/outbox';
import { LEASE_MS, sendDueRetries, sendQueuedMails, type SenderOptions } from '#mail/sender';
import { outboxInserts } from '#mail/stream';
import { STREAM_BATCH, StreamReader } from './stream-reader';

/**
 * This process's reader of the table's stream, started at its present when this module loads: in a test file, while
 * its imports load, before its tests run. Test files share one table, so the stream holds every write of the run
 * before the file; read from the start, it took a file's first delivery ~10 s late in a run to page through them.
 */
const reader = new StreamReader();
await reader.skipToNow();

/**
 * Delivers every mail queued since this file began, through the sender production runs: the new outbox items this
 * process has not seen on the stream, then the retries due (by `options.now`, to make a wait due). Mails another
 * process is sending at that moment are waited for, so what was queued before the call has reached SES (or failed)
 * when it resolves.
 */
export async function deliverQueuedMail(options: SenderOptions = {}): Promise<void> {
  const ids = outboxInserts(await reader.read());
  for (let start = 0; start < ids.length; start += STREAM_BATCH) {
    await untilSentByOthers(await sendQueuedMails(ids.slice(start, start + STREAM_BATCH), options));
  }
  await sendDueRetries(options);
}

/** Waits, at most a lease, for the mails another sender held to leave its hands. */
async function untilSentByOthers(outcomes: Map<string, string>): Promise<void> {
  const stopAt = Date.now() + LEASE_MS;
  for (const [id, outcome] of outcomes) {
    if (outcome !== 'taken') continue;
    while ((await readMail(id))?.status === 'sending' && Date.now() < stopAt) await setTimeout(20);
  }
}
