import { logger } from '#lib/logger';
import { countPageViews, type PageViewCount } from '#statistics/page-view-count';

/**
 * Time kept back from the function's own for what follows the last log object read: resolving the new pages,
 * the writes and keeping the day's count. Past it a run reads no more log objects; the next run goes on.
 */
const MARGIN_MS = 30_000;

/**
 * The page-view count (`src/statistics/README.md`), run every hour by its schedule (locally by the local jobs,
 * every few seconds): it counts the views of CloudFront's log objects of yesterday and today not counted yet and
 * writes the companies' counts that changed.
 */
export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis(): number },
): Promise<PageViewCount> {
  const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS : Number.POSITIVE_INFINITY;
  const result = await countPageViews({ outOfTime: () => Date.now() > deadline });
  if (result.written) logger.info('page views counted', { ...result });
  return result;
}
