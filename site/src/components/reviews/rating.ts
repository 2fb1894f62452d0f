import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { countText, type PluralKeys } from '@/i18n/plural';

/**
 * What rating and count texts are made of, with no React and no schemas: the average as the language
 * writes it, the review count in the language's plural forms: what a
 * company card says too (the reviews' own summary is `rating-summary.ts`).
 */

/** The numbers a rating summary shows: the average (null with no review), how many, how many per star. */
export interface RatingSummary {
  readonly avg_rate: number | null;
  readonly total: number;
  readonly ratings: Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;
}

/** An average with one decimal, as the language writes it: `4.6`, `4,6`. */
export function averageText(average: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

type CountKey = PluralKeys<'reviews.count'>;

/** "12 reviews", "12 отзывов", "12 відгуків". */
export function reviewCountText(t: Translate<CountKey>, count: number, locale: Locale): string {
  return countText(t, 'reviews.count', count, locale);
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
