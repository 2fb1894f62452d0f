import { describe, expect, it } from 'vitest';
import { t as translations } from '@/i18n';
import { pluralForm } from '@migralink/shared/counts';
import { averageText, ratedText, reviewCountText } from './rating';
import { breakdownRows, starsText, summaryWith } from './rating-summary';
import { NO_RATINGS } from './testing';

describe('rating texts', () => {
  it.each([
    ['en', { avg_rate: 4.6, total: 12 }, '4.6 out of 5, 12 reviews'],
    ['en', { avg_rate: 5, total: 1 }, '5.0 out of 5, 1 review'],
    ['ru', { avg_rate: 4.6, total: 12 }, '4,6 из 5, 12 отзывов'],
    ['ru', { avg_rate: 4.5, total: 22 }, '4,5 из 5, 22 отзыва'],
    ['uk', { avg_rate: 3.7, total: 21 }, '3,7 з 5, 21 відгук'],
    ['uk', { avg_rate: 4, total: 5 }, '4,0 з 5, 5 відгуків'],
  ] as const)('says a rating whole in %s: %j', (locale, rating, text) => {
    expect(ratedText(translations(locale), rating, locale)).toBe(text);
  });

  it('names counts of stars and reviews with the language’s plural forms', () => {
    expect(starsText(translations('uk'), 4, 'uk')).toBe('4 зірки');
    expect(starsText(translations('ru'), 5, 'ru')).toBe('5 звёзд');
    expect(reviewCountText(translations('ru'), 1, 'ru')).toBe('1 отзыв');
    expect(pluralForm(2, 'en')).toBe('other');
    expect(averageText(4.25, 'en')).toBe('4.3');
  });
});

describe('the rating summary', () => {
  const summary = { avg_rate: 4, total: 4, ratings: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } } as const;

  it('gives each star its share, 5 first, and none without reviews', () => {
    expect(breakdownRows(summary).map((row) => [row.stars, row.count, row.percent])).toEqual([
      [5, 2, 50],
      [4, 1, 25],
      [3, 1, 25],
      [2, 0, 0],
      [1, 0, 0],
    ]);
    expect(breakdownRows(NO_RATINGS).every((row) => row.percent === 0)).toBe(true);
  });

  it('follows a review added or taken away', () => {
    expect(summaryWith(summary, 1, 1)).toEqual({ avg_rate: 3.6, total: 5, ratings: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 2 } });
    expect(summaryWith(summaryWith(NO_RATINGS, 5, 1), 5, -1)).toEqual(NO_RATINGS);
  });
});
