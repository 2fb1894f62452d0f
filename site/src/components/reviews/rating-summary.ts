import type { Locale } from '@migralink/shared/locales';
import type { ReviewOutcome } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import { countText, type PluralKeys } from '@/i18n/plural';
import type { RatingSummary } from './rating';

/**
 * The reviews section's own numbers and texts: the breakdown by stars, the summary as it follows a
 * review written or deleted, the outcomes a review tells; apart from `rating.ts`, which the search's
 * cards load too.
 */

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

/** One row of the breakdown: a star value, how many gave it, and its share of all in whole percent. */
export interface BreakdownRow {
  readonly stars: StarValue;
  readonly count: number;
  readonly percent: number;
}

/** The breakdown from 5 stars down to 1; shares are 0 with no review (never a division by zero). */
export function breakdownRows(summary: Pick<RatingSummary, 'ratings'>): BreakdownRow[] {
  const total = STAR_VALUES.reduce((sum, stars) => sum + summary.ratings[stars], 0);
  return STAR_VALUES.map((stars) => ({
    stars,
    count: summary.ratings[stars],
    percent: total === 0 ? 0 : Math.round((summary.ratings[stars] / total) * 100),
  }));
}

/** The summary after a review with `rating` is added (+1) or taken away (-1): the list follows at once. */
export function summaryWith(summary: RatingSummary, rating: number, change: 1 | -1): RatingSummary {
  const stars = Math.min(5, Math.max(1, Math.round(rating))) as StarValue;
  const ratings = { ...summary.ratings, [stars]: Math.max(0, summary.ratings[stars] + change) };
  const total = STAR_VALUES.reduce((sum, value) => sum + ratings[value], 0);
  const sum = STAR_VALUES.reduce((all, value) => all + value * ratings[value], 0);
  return { ratings, total, avg_rate: total === 0 ? null : Math.round((sum / total) * 10) / 10 };
}

/** The outcomes a review can tell, in the order the form offers them. */
export const OUTCOME_KEYS = {
  approved: 'reviews.outcome.approved',
  refused: 'reviews.outcome.refused',
  in_progress: 'reviews.outcome.in_progress',
} as const satisfies Record<ReviewOutcome, string>;

type StarsKey = PluralKeys<'reviews.stars'>;

/** "5 stars", "5 звёзд", "1 зірка". */
export function starsText(t: Translate<StarsKey>, count: number, locale: Locale): string {
  return countText(t, 'reviews.stars', count, locale);
}
