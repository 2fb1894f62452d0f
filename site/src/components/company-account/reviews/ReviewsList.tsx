import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadMore } from '@/kit/load-more';
import { LoadFailed, Loading } from '@/kit/load-state';
import { hasMore } from '@/kit/paged-list';
import type { ReviewsKey } from './messages';
import { ReviewCard } from './ReviewCard';
import type { CompanyReviews } from './reviews-store';
import { ReviewSummary } from './ReviewSummary';

export interface ReviewsListProps {
  readonly reviews: CompanyReviews;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ReviewsKey>;
  readonly focusLater: (id: string) => void;
}

/** "Load more", its problem, and nothing once every review is shown. */
function MoreReviews({ reviews, t }: Pick<ReviewsListProps, 'reviews' | 't'>) {
  return (
    <LoadMore
      more={reviews.more}
      t={t}
      label={t('admin.reviews.load_more')}
      busyLabel={t('admin.reviews.loading_more')}
      onMore={() => void reviews.loadMore()}
    />
  );
}

/** The summary and the reviews, unanswered first, with "load more"; a review the address named that is gone says so. */
export function ReviewsList({ reviews, locale, formatDate, t, focusLater }: ReviewsListProps) {
  const load = useStore(reviews.list.$state);
  const summary = useStore(reviews.$summary);
  const gone = useStore(reviews.$gone);
  return (
    <div className="reviews">
      <p className="admin-note">{t('admin.reviews.lead')}</p>
      {gone && <FormStatus>{t('admin.reviews.gone')}</FormStatus>}
      {load.status === 'loading' && <Loading text={t('admin.reviews.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void reviews.retry()} />}
      {load.status === 'ready' && (
        <>
          {summary && <ReviewSummary summary={summary} locale={locale} t={t} />}
          {load.data.items.length === 0 ? (
            <p className="admin-card">{t('admin.reviews.empty')}</p>
          ) : (
            <ul className="reviews-list">
              {load.data.items.map((review) => (
                <li key={review.id}>
                  <ReviewCard reviews={reviews} review={review} formatDate={formatDate} t={t} focusLater={focusLater} />
                </li>
              ))}
            </ul>
          )}
          {hasMore(load.data) && <MoreReviews reviews={reviews} t={t} />}
        </>
      )}
    </div>
  );
}
