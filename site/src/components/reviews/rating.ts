import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';

/**
 * What rating and count texts are made of, with no React and no schemas: the average as the language
 * writes it, the plural form a count takes (Russian and Ukrainian have three), days: what a
 * company card says too (the reviews' own summary is `rating-summary.ts`).
 */

/** The numbers a rating summary shows: the average (null with no review), how many, how many per star. */
export interface RatingSummary {
  readonly avg_rate: number | null;
  readonly total: number;
  readonly ratings: Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;
}

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

type CountKey = `reviews.count.${PluralForm}`;

/** "12 reviews", "12 отзывов", "12 відгуків". */
export function reviewCountText(t: Translate<CountKey>, count: number, locale: Locale): string {
  return t(`reviews.count.${pluralForm(count, locale)}`, { count });
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
