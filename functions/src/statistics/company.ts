import { LEAD_STATUSES, type LeadStatus } from '@migralink/shared/enums';
import { pickText, type Locale } from '@migralink/shared/locales';
import type { CompanyStatistics, StatisticsPeriod } from '@migralink/shared/schemas/statistics';
import { utcDay } from '#data/contact-views';
import { countListByDay, inboxList } from '#data/leads';
import { listCompanyServices } from '#data/services';
import { readDailyStatistics } from '#data/statistics';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period's days, oldest first, ending today (UTC). */
function periodDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * DAY_MS)));
}

/** What the public company page shows of the time to answer: the last 90 days, once 5 leads in them were answered. */
export const PUBLIC_ANSWER_TIME = { days: 90, minAnswered: 5 } as const;

/** The median minutes to a first answer the public page shows, or null while too few leads were answered. */
export async function publicAnswerTime(companyId: string, now = new Date()): Promise<number | null> {
  const days = periodDays(PUBLIC_ANSWER_TIME.days, now);
  const answers = await readDailyStatistics<{ day: string; minutes?: number[] }>(companyId, 'answers', {
    from: days[0]!,
    to: days.at(-1)!,
  });
  const minutes = answers.flatMap((item) => item.minutes ?? []);
  return minutes.length >= PUBLIC_ANSWER_TIME.minAnswered ? median(minutes) : null;
}

/** The middle of the sorted values (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

interface ViewsItem {
  day: string;
  company?: number;
  [service: `service_${string}`]: number | undefined;
}

/**
 * A company's statistics over the last `period` days (ACCESS-PATTERNS S1): the
 * leads of each status list counted by day from their pointers' keys, the
 * daily contact-view, page-view and first-answer items, and its services'
 * names, all at once.
 */
export async function companyStatistics(
  companyId: string,
  period: StatisticsPeriod,
  locale: Locale,
  now = new Date(),
): Promise<CompanyStatistics> {
  const days = periodDays(Number(period), now);
  const range = { from: days[0]!, to: days.at(-1)! };
  const [byStatus, views, contacts, answers, services] = await Promise.all([
    Promise.all(LEAD_STATUSES.map((status) => countListByDay(companyId, inboxList({ status }), range))),
    readDailyStatistics<ViewsItem>(companyId, 'views', range),
    readDailyStatistics<{ day: string; count?: number }>(companyId, 'contacts', range),
    readDailyStatistics<{ day: string; minutes?: number[] }>(companyId, 'answers', range),
    listCompanyServices(companyId),
  ]);
  const viewsOn = new Map(views.map((item) => [item.day, item]));
  const contactsOn = new Map(contacts.map((item) => [item.day, item.count ?? 0]));
  const serviceViews = new Map<string, number>();
  for (const item of views)
    for (const [name, value] of Object.entries(item))
      if (name.startsWith('service_') && typeof value === 'number') {
        const id = name.slice('service_'.length);
        serviceViews.set(id, (serviceViews.get(id) ?? 0) + value);
      }
  const pageViews = (item: ViewsItem | undefined) =>
    item
      ? Object.entries(item).reduce((total, [name, value]) => total + (name === 'day' ? 0 : Number(value) || 0), 0)
      : 0;
  const minutes = answers.flatMap((item) => item.minutes ?? []);
  const names = new Map(services.map((service) => [service.meta.id, (service.draft ?? service.approved)?.name]));
  return {
    from: range.from,
    to: range.to,
    days: days.map((day) => ({
      day,
      leads: Object.fromEntries(
        LEAD_STATUSES.map((status, index) => [status, byStatus[index]!.get(day) ?? 0]),
      ) as Record<LeadStatus, number>,
      contact_views: contactsOn.get(day) ?? 0,
      page_views: pageViews(viewsOn.get(day)),
    })),
    services: [...serviceViews]
      .map(([uuid, count]) => {
        const name = names.get(uuid);
        return { uuid, name: name ? pickText(name, locale) : '', page_views: count };
      })
      .sort((a, b) => b.page_views - a.page_views),
    answered: minutes.length,
    median_first_answer_minutes: median(minutes),
  };
}
