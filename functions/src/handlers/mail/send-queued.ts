import { sendDueRetries, sendQueuedMails } from '#mail/sender';
import { outboxInserts, type OutboxStreamRecord } from '#mail/stream';
import { logger } from '#lib/logger';

/**
 * The mail path's sender function (`functions/src/mail/README.md`). Fed by the table's stream (new outbox items,
 * filtered by `OUTBOX_INSERTS`) and, every minute, by the schedule of the retry sweep. A batch that throws is tried
 * again by the stream's event source, then goes to the dead-letter queue.
 */
export async function handler(event: { Records?: OutboxStreamRecord[] }): Promise<unknown> {
  if (event.Records) {
    const ids = outboxInserts(event.Records);
    const outcomes = await sendQueuedMails(ids, { log: logger });
    if (ids.length) logger.info('outbox batch', { mails: ids.length, ...Object.fromEntries(count(outcomes.values())) });
    return { batchItemFailures: [] };
  }
  const counts = await sendDueRetries({ log: logger });
  if (Object.values(counts).some(Boolean)) logger.info('retry sweep', counts);
  return counts;
}

function count(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
