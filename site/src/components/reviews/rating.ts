import type { Locale } from '@migralink/shared/locales';
import type { ReviewOutcome } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';

/**
 * What the rating texts are made of, with no React and no schemas: the average as the language writes
 * it, the plural form a count takes (Russian and Ukrainian have three), the breakdown's shares.
 */

/** The numbers a rating summary shows: the average (null with no review), how many, how many per star. */
export interface RatingSummary {
  readonly avg_rate: number | null;
  readonly total: number;
  readonly ratings: Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;
}

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

/** The plural forms our languages use (en: one/other; ru, uk: one/few/many, other for fractions). */
export type PluralForm = 'one' | 'few' | 'many' | 'other';

/** The plural form of `count` in `locale` (`zero` and `two`, which none of our languages has, read as `other`). */
export function pluralForm(count: number, locale: Locale): PluralForm {
  const form = new Intl.PluralRules(locale).select(count);
  return form === 'one' || form === 'few' || form === 'many' ? form : 'other';
}

/** An average with one decimal, as the language writes it: `4.6`, `4,6`. */
export function averageText(average: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** A whole number of days in the language's words: `45 days`, `45 дней`, `45 днів`. */
export function daysText(days: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}

/** A day as the language writes it (`12 Nov 2026`); the text as it came when it is no date. */
export function dateText(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

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

type CountKey = `reviews.count.${PluralForm}`;
type StarsKey = `reviews.stars.${PluralForm}`;

/** "12 reviews", "12 отзывов", "12 відгуків". */
export function reviewCountText(t: Translate<CountKey>, count: number, locale: Locale): string {
  return t(`reviews.count.${pluralForm(count, locale)}`, { count });
}

/** "5 stars", "5 звёзд", "1 зірка". */
export function starsText(t: Translate<StarsKey>, count: number, locale: Locale): string {
  return t(`reviews.stars.${pluralForm(count, locale)}`, { count });
}

/** "4.6 out of 5, 12 reviews": a rating as a screen reader (and a card) says it. */
export function ratedText(
  t: Translate<CountKey | 'reviews.rated'>,
  rating: { readonly avg_rate: number; readonly total: number },
  locale: Locale,
): string {
  return t('reviews.rated', {
    average: averageText(rating.avg_rate, locale),
    reviews: reviewCountText(t, rating.total, locale),
  });
}
