import { logger } from '#lib/logger';
import { runAuthorBlocks } from '#reviews/author-blocks';

/** Time kept back from the function's own: the last page finishes before it ends. */
const MARGIN_MS = 30_000;

/**
 * The author-block job, run every minute by its schedule (locally by the local jobs, every few seconds): a
 * blocked user's reviews leave the public lists and averages, an unblocked user's come back.
 */
export async function handler(
  _event: unknown,
  context: { getRemainingTimeInMillis(): number },
): Promise<{ users: number }> {
  const result = await runAuthorBlocks(Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS);
  if (result.users) logger.info('authors brought to their block', result);
  return result;
}
