import { logger } from '#lib/logger';
import { countPageViews, type PageViewCount } from '#statistics/page-view-count';

/** Time kept back from the function's own: a run that reads the logs this late writes nothing. */
const MARGIN_MS = 30_000;

/**
 * The page-view count (`src/statistics/README.md`), run every hour by its schedule (locally by the local jobs,
 * every few seconds): it recounts yesterday's and today's page views from CloudFront's logs and writes the
 * companies' counts that changed.
 */
export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis(): number },
): Promise<PageViewCount> {
  const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS : undefined;
  const result = await countPageViews({ deadline });
  if (result.written) logger.info('page views counted', { ...result });
  return result;
}
