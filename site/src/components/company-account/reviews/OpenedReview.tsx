import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Translate } from '@/i18n/format';
import { LoadFailed, Loading } from '@/kit/load-state';
import type { ReviewsKey } from './messages';
import { ReviewCard } from './ReviewCard';
import type { CompanyReviews } from './reviews-store';

/**
 * One review opened alone (from "show all comments", or `?id=` where the
 * new-review mail links): back to the list, and the review with all its
 * comments, which takes the focus once loaded so the keyboard starts there.
 */
export function OpenedReview({
  reviews,
  formatDate,
  t,
  focusLater,
}: {
  readonly reviews: CompanyReviews;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ReviewsKey>;
  readonly focusLater: (id: string) => void;
}) {
  const state = useStore(reviews.opened.$state);
  const regionRef = useRef<HTMLDivElement>(null);
  const ready = state.status === 'ready' ? state.data.id : null;
  useEffect(() => {
    if (ready) regionRef.current?.focus();
  }, [ready]);
  return (
    <div className="reviews reviews--opened">
      <p>
        <button type="button" className="account-button account-button--secondary" onClick={reviews.back}>
          {t('admin.reviews.back')}
        </button>
      </p>
      {state.status === 'loading' && <Loading text={t('admin.reviews.item_loading')} />}
      {state.status === 'failed' && <LoadFailed error={state.error} t={t} onRetry={() => void reviews.retryOpen()} />}
      {state.status === 'ready' && (
        <div ref={regionRef} tabIndex={-1} className="reviews-opened">
          <ReviewCard
            reviews={reviews}
            review={state.data}
            formatDate={formatDate}
            t={t}
            focusLater={focusLater}
            full
          />
        </div>
      )}
    </div>
  );
}
