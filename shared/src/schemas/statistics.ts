import * as z from 'zod/mini';
import { LEAD_STATUSES } from '../enums';

/**
 * A company's statistics (docs/product.md, "Page views and statistics"): what its listing brought over
 * the last 7, 30 or 90 days, by UTC day: leads (by their status now), looks at
 * its contacts, views of its page and of its services' pages, and how fast it
 * first answered its leads.
 */

export const STATISTICS_PERIODS = ['7', '30', '90'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** The period, in days up to today (included); 30 when not given. */
export const statisticsQuery = z.object({ days: z.optional(z.enum(STATISTICS_PERIODS)) });

const count = z.number();

/** One UTC day of the period. */
export const statisticsDay = z.object({
  /** `YYYY-MM-DD` (UTC). */
  day: z.string(),
  /** The leads that came that day, by their status now. */
  leads: z.object(
    Object.fromEntries(LEAD_STATUSES.map((status) => [status, count])) as Record<
      (typeof LEAD_STATUSES)[number],
      typeof count
    >,
  ),
  /** Visitors who opened the company's contacts that day (each once a day). */
  contact_views: count,
  /** Views of the company's page and of its services' pages. */
  page_views: count,
});

export const companyStatistics = z.object({
  /** The first and the last day of the period, `YYYY-MM-DD` (UTC). */
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first (days without anything are zeros). */
  days: z.array(statisticsDay),
  /** The period's page views of each service's page that had any, most viewed first. */
  services: z.array(z.object({ uuid: z.string(), name: z.string(), page_views: count })),
  /** Leads of the period answered by the company, and the median minutes from a lead to its first answer. */
  answered: count,
  median_first_answer_minutes: z.nullable(count),
});
export type CompanyStatistics = z.infer<typeof companyStatistics>;
export type StatisticsDay = z.infer<typeof statisticsDay>;
