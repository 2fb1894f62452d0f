import { randomUUID } from 'node:crypto';
import { logger } from '#lib/logger';
import { runNewsletterSends } from '#mailing/send';

/** Time kept back from the function's own: the last page finishes and the claim is let go before it ends. */
const MARGIN_MS = 30_000;

/**
 * The newsletters' send job (README "Sending a newsletter"), run every minute by its schedule (locally by the
 * local jobs, every few seconds): it works on every send under way until its time is up; the next run goes
 * on from the cursors.
 */
export async function handler(
  _event: unknown,
  context: { getRemainingTimeInMillis(): number },
): Promise<{ queued: number }> {
  const deadline = Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS;
  const result = await runNewsletterSends({ owner: randomUUID(), deadline, log: logger });
  if (result.queued) logger.info('newsletter mails queued', result);
  return result;
}
