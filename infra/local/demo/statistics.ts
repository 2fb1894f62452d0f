import { ACTIVE_COMPANIES, type DemoCompany } from './company';
import { seededRandom } from './random';

/** A day's page views of a company: of its page, and of each service's page seen. */
export interface DemoPageViews {
  company: number;
  services: Record<string, number>;
}

/** What a company's statistics screen reads of one day: its page's views, each service page's, and contact views. */
export interface DemoDayViews {
  companyId: string;
  /** UTC, `YYYY-MM-DD`. */
  day: string;
  /**
   * The page views, up to the day before yesterday: yesterday's and today's are the counting job's, which counts
   * them from the site's access logs and writes them as absolute values (`docs/product.md`, "Page views and
   * statistics"), so none are seeded for those days.
   */
  pages?: DemoPageViews;
  contacts: number;
}

/** The longest period the statistics screen shows. */
const HISTORY_DAYS = 90;
/** The last days, whose page views the counting job owns: yesterday and today. */
const COUNTED_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A company page's usual views a day, by plan (a paid plan ranks higher in the search). */
const DAILY_VIEWS = { basic: [2, 6], pro: [6, 16], premium: [12, 30] } as const;

/**
 * Ninety days of visits to each of the first companies (`ACTIVE_COMPANIES`, whose owners' inboxes have leads)
 * up to today (their page views up to the day before yesterday: `DemoDayViews.pages`), so that `npm start` shows their statistics screen with something to read: weekdays busier than
 * weekends, a slow growth over the period, each service page seen by a part of
 * the company page's visitors, and about one visitor in ten opening the contacts. Only those: the screen is an
 * owner's own, and each company's days are 180 items a first start writes (every company's were 7,200 items, the
 * most of any kind of the demo, for screens no account of the README opens).
 */
export function demoViews(companies: readonly DemoCompany[], today: Date): DemoDayViews[] {
  return companies.slice(0, ACTIVE_COMPANIES).flatMap(({ profile, services }) => {
    const random = seededRandom(`views:${profile.slug}`);
    const [low, high] = DAILY_VIEWS[profile.plan];
    const usual = random.int(low, high);
    const shares = services.map((service) => [service.meta.id, 0.2 + random.next() * 0.4] as const);
    return Array.from({ length: HISTORY_DAYS }, (_, index): DemoDayViews => {
      const date = new Date(today.getTime() - (HISTORY_DAYS - 1 - index) * DAY_MS);
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
      const growth = 0.7 + (0.4 * index) / HISTORY_DAYS;
      const company = Math.round(usual * growth * (weekend ? 0.6 : 1) * (0.6 + random.next() * 0.8));
      const seen = shares.map(([id, share]) => [id, Math.round(company * share * (0.5 + random.next()))] as const);
      const pages = { company, services: Object.fromEntries(seen.filter(([, count]) => count > 0)) };
      return {
        companyId: profile.id,
        day: date.toISOString().slice(0, 10),
        ...(index < HISTORY_DAYS - COUNTED_DAYS ? { pages } : {}),
        contacts: Math.round(company * (0.05 + random.next() * 0.1)),
      };
    });
  });
}
