import { utcDay } from '#data/contact-views';
import { setPageViews, type PageViews } from '#data/page-views';
import { logger as defaultLogger, type Logger } from '#lib/logger';
import { listEdgeLogs, readEdgeLog, readWrittenCounts, saveWrittenCounts } from './edge-logs-bucket';
import { PageViewTally, resolvePages, viewsByCompany } from './page-views';

const DAY_MS = 24 * 60 * 60 * 1000;
/** UpdateItems sent at once. */
const WRITES_AT_ONCE = 8;

export interface PageViewCount {
  /** The UTC days recounted: yesterday and today. */
  days: string[];
  /** Counted views found in their logs. */
  views: number;
  /** Page-view items written (UpdateItem), those whose counts changed since the last run. */
  written: number;
}

/**
 * Recounts yesterday's and today's (UTC) page views from all their log
 * objects, and sets the page-view items whose counts changed since the last
 * run to the new counts, then keeps the counts written (`README.md` here). A
 * repeated run, a retry or a late log file so never counts a view twice. A run
 * past `deadline` stops before it writes anything.
 */
export async function countPageViews({
  now = new Date(),
  deadline = Number.POSITIVE_INFINITY,
  log = defaultLogger,
}: { now?: Date; deadline?: number; log?: Logger } = {}): Promise<PageViewCount> {
  const days = [utcDay(new Date(now.getTime() - DAY_MS)), utcDay(now)];
  const tally = new PageViewTally(days);
  const logs = await listEdgeLogs(days);
  for (const [index, key] of logs.entries()) {
    if (Date.now() > deadline) {
      throw new Error(`Page views: out of time after ${index} of ${logs.length} log objects; nothing written`);
    }
    if (!(await readEdgeLog(key, (entry) => tally.add(entry))))
      log.warn('page views: a log object is no gzip', { key });
  }
  const pages = await resolvePages(tally.pageKeys());
  let written = 0;
  for (const day of days) {
    const before = await readWrittenCounts(day);
    const counts = keepingEarlier(viewsByCompany(tally.pagesOn(day), pages), before);
    const changed = [...counts].filter(([companyId, views]) => !sameViews(views, before?.get(companyId)));
    for (let start = 0; start < changed.length; start += WRITES_AT_ONCE) {
      const batch = changed.slice(start, start + WRITES_AT_ONCE);
      await Promise.all(batch.map(([companyId, views]) => setPageViews(companyId, day, views)));
    }
    written += changed.length;
    if (changed.length > 0 || !before) await saveWrittenCounts(day, counts);
  }
  return { days, views: tally.views, written };
}

/**
 * The day's counts, with the counts written before for the pages that count
 * nothing now (a company or service no longer public): a view counted while
 * its page was public stays counted.
 */
function keepingEarlier(
  counts: Map<string, PageViews>,
  before: ReadonlyMap<string, PageViews> | undefined,
): Map<string, PageViews> {
  for (const [companyId, earlier] of before ?? []) {
    const views = counts.get(companyId);
    if (!views) {
      counts.set(companyId, earlier);
      continue;
    }
    if (views.company === 0) views.company = earlier.company;
    for (const [serviceId, count] of Object.entries(earlier.services)) views.services[serviceId] ??= count;
  }
  return counts;
}

function sameViews(a: PageViews, b: PageViews | undefined): boolean {
  if (!b || a.company !== b.company) return false;
  const services = Object.keys(a.services);
  return (
    services.length === Object.keys(b.services).length &&
    services.every((serviceId) => a.services[serviceId] === b.services[serviceId])
  );
}
