import { utcDay } from '#data/contact-views';
import { setPageViews, type PageViews } from '#data/page-views';
import { logger as defaultLogger, type Logger } from '#lib/logger';
import { edgeLogDay } from './edge-log';
import { listEdgeLogs, readDayCount, readEdgeLog, saveDayCount } from './edge-logs-bucket';
import { emptyDayCount, type DayCount } from './page-view-state';
import { countView, resolvePages, viewsByCompany } from './page-views';

const DAY_MS = 24 * 60 * 60 * 1000;
/** UpdateItems sent at once. */
const WRITES_AT_ONCE = 8;

export interface PageViewCount {
  /** The UTC days counted: yesterday and today. */
  days: string[];
  /** Counted views this run added: those of the log objects it read (not the days' totals). */
  views: number;
  /** Page-view items written (UpdateItem): the company-days whose counts changed in this run. */
  written: number;
}

/**
 * Carries yesterday's and today's (UTC) page-view counts on with the log
 * objects not counted yet, and sets the page-view items whose counts changed
 * to their new totals, then keeps each day's count (`README.md` here). Each
 * log object is read once and each page resolved once a day; a run that fails
 * before it keeps a day's count is redone by the next from the same count, so
 * a view is never counted twice. `outOfTime` is asked before each log object:
 * once it answers true, the run takes no more, and writes and keeps what it
 * counted (the next run goes on).
 */
export async function countPageViews({
  now = new Date(),
  outOfTime = () => false,
  log = defaultLogger,
}: { now?: Date; outOfTime?: () => boolean; log?: Logger } = {}): Promise<PageViewCount> {
  const days = [utcDay(new Date(now.getTime() - DAY_MS)), utcDay(now)];
  const logs = await listEdgeLogs(days);
  const result: PageViewCount = { days, views: 0, written: 0 };
  for (const day of days) {
    const keys = logs.filter((key) => edgeLogDay(key) === day);
    if (keys.length === 0) continue;
    const { counted = emptyDayCount(day), broken } = await readDayCount(day);
    if (broken) log.warn('page views: a day’s count is broken; it is counted again from its logs', { day });
    const fresh = keys.filter((key) => !counted.files.has(key));
    // What the count holds was written before it was kept: these are the counts in the table.
    const lastWritten = viewsByCompany(counted.pages, counted.resolved);
    const { views, left } = await countLogs(counted, fresh, outOfTime, log);
    if (left < fresh.length) {
      result.views += views;
      result.written += await settle(counted, lastWritten);
    }
    if (left > 0) {
      log.warn('page views: out of time; the next run goes on', { day, left });
      break;
    }
  }
  return result;
}

/**
 * Counts the views of `keys`, new log objects of the count's day, into it in
 * order until `outOfTime`: answers the views counted and the objects left unread.
 */
async function countLogs(
  counted: DayCount,
  keys: readonly string[],
  outOfTime: () => boolean,
  log: Logger,
): Promise<{ views: number; left: number }> {
  let views = 0;
  for (const [index, key] of keys.entries()) {
    if (outOfTime()) return { views, left: keys.length - index };
    const read = await readEdgeLog(key, (entry) => {
      if (countView(counted, entry)) views += 1;
    });
    if (!read) log.warn('page views: a log object is no gzip', { key });
    counted.files.add(key);
  }
  return { views, left: 0 };
}

/**
 * Resolves the count's pages not resolved yet, sets the company-days whose
 * counts changed since they were last written to their new totals, then keeps
 * the count; answers the items written.
 */
async function settle(counted: DayCount, lastWritten: ReadonlyMap<string, PageViews>): Promise<number> {
  const unresolved = [...counted.pages.keys()].filter((key) => !counted.resolved.has(key));
  for (const [key, page] of await resolvePages(unresolved)) counted.resolved.set(key, page);
  const counts = viewsByCompany(counted.pages, counted.resolved);
  const changed = [...counts].filter(([companyId, views]) => !sameViews(views, lastWritten.get(companyId)));
  for (let start = 0; start < changed.length; start += WRITES_AT_ONCE) {
    const batch = changed.slice(start, start + WRITES_AT_ONCE);
    await Promise.all(batch.map(([companyId, views]) => setPageViews(companyId, counted.day, views)));
  }
  await saveDayCount(counted);
  return changed.length;
}

function sameViews(a: PageViews, b: PageViews | undefined): boolean {
  if (!b || a.company !== b.company) return false;
  const services = Object.keys(a.services);
  return (
    services.length === Object.keys(b.services).length &&
    services.every((serviceId) => a.services[serviceId] === b.services[serviceId])
  );
}
