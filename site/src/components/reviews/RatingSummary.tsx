import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { averageText, ratedText, reviewCountText, type RatingSummary as Summary } from './rating';
import { breakdownRows, starsText } from './rating-summary';
import type { ReviewsViewKey } from './messages';
import { Stars } from './Stars';
import './rating-summary.css';

/**
 * A company's rating at a glance: the average with its stars, how many reviews, and a bar per star value
 * (5 to 1) with its count. The bars are SVG rectangles sized by attributes and hidden from screen readers,
 * which hear each row as "5 stars: 8 reviews".
 */
export function RatingSummary({
  summary,
  locale,
  t,
}: {
  readonly summary: Summary;
  readonly locale: Locale;
  readonly t: Translate<ReviewsViewKey>;
}) {
  if (summary.total === 0 || summary.avg_rate === null) return <p className="reviews__none">{t('reviews.none')}</p>;
  const rating = { avg_rate: summary.avg_rate, total: summary.total };
  return (
    <div className="panel reviews-summary">
      <p className="reviews-summary__average">
        <span className="reviews-summary__number" aria-hidden="true">
          {averageText(summary.avg_rate, locale)}
        </span>
        <Stars value={summary.avg_rate} size="large" />
        <span className="reviews-summary__count" aria-hidden="true">
          {reviewCountText(t, summary.total, locale)}
        </span>
        <span className="visually-hidden">{ratedText(t, rating, locale)}</span>
      </p>
      <ul className="reviews-summary__bars" aria-label={t('reviews.breakdown')}>
        {breakdownRows(summary).map((row) => (
          <li key={row.stars} className="reviews-summary__row">
            <span className="reviews-summary__stars" aria-hidden="true">
              {row.stars} ★
            </span>
            <svg className="reviews-summary__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
              <rect className="reviews-summary__track" x="0" y="0" width="100" height="8" rx="4" />
              <rect className="reviews-summary__fill" x="0" y="0" width={row.percent} height="8" rx="4" />
            </svg>
            <span className="reviews-summary__bar-count" aria-hidden="true">
              {row.count}
            </span>
            <span className="visually-hidden">
              {starsText(t, row.stars, locale)}: {reviewCountText(t, row.count, locale)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
