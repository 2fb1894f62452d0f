import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Review } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { CommentThread } from './CommentThread';
import type { ReviewsKey } from './messages';
import { AnswerForm, ReportForm } from './ReviewForms';
import type { CompanyReviews } from './reviews-store';
import { ReviewView } from './ReviewView';

export interface ReviewCardProps {
  readonly reviews: CompanyReviews;
  readonly review: Review;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ReviewsKey>;
  /** Moves the focus to an element by id once it is rendered. */
  readonly focusLater: (id: string) => void;
  /** The review opened alone, with all its comments (no "show all comments"). */
  readonly full?: boolean;
}

const actionId = (review: Review, action: 'answer' | 'report') => `review-${review.id}-${action}`;

/** What last happened to this review (an answer published, a report sent), focused when it appears. */
function ReviewNotice({ reviews, review, t }: Pick<ReviewCardProps, 'reviews' | 'review' | 't'>) {
  const notice = useStore(reviews.$notice);
  const ref = useRef<HTMLDivElement>(null);
  const mine = notice?.reviewId === review.id ? notice.notice : null;
  useEffect(() => {
    if (mine) ref.current?.focus();
  }, [mine]);
  return (
    <div ref={ref} tabIndex={-1} className="reviews-notice">
      {mine && <FormStatus tone="success">{t(`admin.reviews.notice.${mine}`)}</FormStatus>}
    </div>
  );
}

/** "Answer" and "Report" (or the mark that it was reported), and the form one of them opened. */
function ReviewActions({ reviews, review, t, focusLater }: Omit<ReviewCardProps, 'formatDate' | 'full'>) {
  const editor = useStore(reviews.$editor);
  const reported = useStore(reviews.$reports)[review.id];
  const open = editor?.reviewId === review.id && editor.kind !== 'edit' ? editor.kind : null;
  const cancel = (action: 'answer' | 'report') => () => {
    reviews.cancel();
    focusLater(actionId(review, action));
  };
  if (open === 'answer') return <AnswerForm reviews={reviews} t={t} editing={false} onCancel={cancel('answer')} />;
  if (open === 'report') return <ReportForm reviews={reviews} t={t} onCancel={cancel('report')} />;
  return (
    <div className="reviews-actions">
      <button
        type="button"
        id={actionId(review, 'answer')}
        className="account-button account-button--primary"
        aria-label={t('admin.reviews.answer_named', { name: review.author.name })}
        onClick={() => reviews.startAnswer(review.id)}
      >
        {t('admin.reviews.answer')}
      </button>
      {!reported && (
        <button
          type="button"
          id={actionId(review, 'report')}
          className="account-button account-button--secondary"
          aria-label={t('admin.reviews.report_named', { name: review.author.name })}
          onClick={() => reviews.startReport(review.id)}
        >
          {t('admin.reviews.report')}
        </button>
      )}
    </div>
  );
}

/**
 * One of the company's reviews: the review, its comments with the company's
 * answers, "show all comments" when a list shows only the first, and the
 * answer and report actions. Not answered yet and reported are marked.
 */
export function ReviewCard({ reviews, review, formatDate, t, focusLater, full = false }: ReviewCardProps) {
  const reported = useStore(reviews.$reports)[review.id];
  const headingId = `review-${review.id}-author`;
  const hidden = review.comments_count - review.comments.length;
  const badges = (
    <>
      {!review.answered && (
        <span className="review-badge review-badge--unanswered">{t('admin.reviews.unanswered')}</span>
      )}
      {reported && <span className="review-badge review-badge--reported">{t('admin.reviews.reported')}</span>}
    </>
  );
  return (
    <article
      className={`card reviews-card${review.answered ? '' : ' reviews-card--unanswered'}`}
      aria-labelledby={headingId}
      data-review={review.id}
    >
      <ReviewView review={review} formatDate={formatDate} t={t} headingId={headingId} badges={badges} />
      <CommentThread review={review} reviews={reviews} formatDate={formatDate} t={t} focusLater={focusLater} />
      {!full && hidden > 0 && (
        <p>
          <button type="button" className="reviews-link" onClick={() => void reviews.open(review.id)}>
            {t('admin.reviews.more_comments', { count: review.comments_count })}
          </button>
        </p>
      )}
      <ReviewNotice reviews={reviews} review={review} t={t} />
      <ReviewActions reviews={reviews} review={review} t={t} focusLater={focusLater} />
    </article>
  );
}
