import { useId, type ReactNode } from 'react';
import { REVIEW_SORTS, type ReviewSort } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import type { ReviewsViewKey } from './messages';

const SORT_KEYS = {
  newest: 'reviews.sort.newest',
  rating: 'reviews.sort.rating',
  helpful: 'reviews.sort.helpful',
} as const satisfies Record<ReviewSort, ReviewsViewKey>;

/**
 * The order of the list and the way to write a review. In the built HTML the order is shown but inert
 * (`onSort` absent) until the island runs.
 */
export function ReviewsToolbar({
  sort,
  onSort,
  write,
  t,
}: {
  readonly sort: ReviewSort;
  readonly onSort?: ((sort: ReviewSort) => void) | undefined;
  /** The "Write a review" button, or the sign-in link that comes back here. */
  readonly write: ReactNode;
  readonly t: Translate<ReviewsViewKey>;
}) {
  const id = useId();
  return (
    <div className="reviews__toolbar">
      <div className="reviews__sort">
        <label htmlFor={id}>{t('reviews.sort')}</label>
        <select
          id={id}
          value={sort}
          disabled={!onSort}
          onChange={(event) => onSort?.(event.currentTarget.value as ReviewSort)}
        >
          {REVIEW_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_KEYS[value])}
            </option>
          ))}
        </select>
      </div>
      {write}
    </div>
  );
}
