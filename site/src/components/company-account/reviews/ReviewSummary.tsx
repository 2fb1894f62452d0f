import { useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import type { ReviewsKey } from './messages';
import type { ReviewSummary as Summary } from './reviews-store';
import { Stars } from './ReviewView';

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The summary above the list: the average (one decimal, in the reader's
 * language), how many reviews, and how many gave each rating, each count
 * drawn as a meter (no inline sizes: the page's security policy refuses them)
 * with its figure beside it.
 */
export function ReviewSummary({
  summary,
  locale,
  t,
}: {
  readonly summary: Summary;
  readonly locale: Locale;
  readonly t: Translate<ReviewsKey>;
}) {
  const number = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }), [locale]);
  const { average, total, ratings } = summary;
  return (
    <section className="admin-card reviews-summary" aria-labelledby="reviews-summary-title">
      <h2 className="reviews-summary__title" id="reviews-summary-title">
        {t('admin.reviews.summary')}
      </h2>
      <div className="reviews-summary__overview">
        <p className="reviews-summary__average">
          <span className="reviews-summary__label">{t('admin.reviews.average')}</span>
          {average === null ? (
            <span>{t('admin.reviews.no_average')}</span>
          ) : (
            <>
              <span className="reviews-summary__value">
                {t('admin.reviews.average_value', { rate: number.format(average) })}
              </span>
              <Stars rating={Math.round(average)} />
            </>
          )}
        </p>
        <p className="reviews-summary__total">{t('admin.reviews.total', { count: number.format(total) })}</p>
      </div>
      <table className="reviews-breakdown">
        <caption className="reviews-breakdown__caption">{t('admin.reviews.breakdown')}</caption>
        <tbody>
          {RATINGS.map((rating) => (
            <tr key={rating}>
              <th scope="row">{t('admin.reviews.breakdown_row', { rating })}</th>
              <td className="reviews-breakdown__bar">
                <meter min={0} max={Math.max(total, 1)} value={ratings[rating]} aria-hidden="true" />
              </td>
              <td className="reviews-breakdown__count">{number.format(ratings[rating])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
