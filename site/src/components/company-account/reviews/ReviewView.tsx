import type { ReactNode } from 'react';
import type { Review } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import type { ReviewViewKey } from './messages';
import './review-view.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five drawn stars, as many filled as the rating; the rating said in words for
 * screen readers (`label`), or hidden from them where the words are beside it.
 */
export function Stars({ rating, label }: { readonly rating: number; readonly label?: string }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className="review-stars" {...named}>
      {STARS.map((star) => (
        <svg
          key={star}
          className={`review-stars__star${star <= rating ? ' review-stars__star--on' : ''}`}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </span>
  );
}

/** What the author told of the service (the review's tags); nothing when they told nothing. */
function Tags({ review, t }: { readonly review: Review; readonly t: Translate<ReviewViewKey> }) {
  const tags: string[] = [];
  if (review.service) tags.push(t('admin.reviews.service', { service: review.service }));
  if (review.outcome) tags.push(t(`admin.reviews.outcome.${review.outcome}`));
  if (review.processing_days !== null) tags.push(t('admin.reviews.processing_days', { days: review.processing_days }));
  if (tags.length === 0) return null;
  return (
    <ul className="wrap-list review-view__tags" aria-label={t('admin.reviews.tags')}>
      {tags.map((tag) => (
        <li key={tag} className="review-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export interface ReviewViewProps {
  readonly review: Review;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ReviewViewKey>;
  /** The heading's id, which names the review's article. */
  readonly headingId: string;
  /** Marks shown beside the author's name (not answered, reported). */
  readonly badges?: ReactNode;
}

/**
 * One review as the account screens show it: author, stars, the verified
 * client label, date, the text (always as text: it is the author's own
 * writing, never markup) and the tags. The company's screen and the staff's
 * queue show a review the same way.
 */
export function ReviewView({ review, formatDate, t, headingId, badges }: ReviewViewProps) {
  return (
    <div className="review-view">
      <div className="review-view__head">
        <h2 className="review-view__author" id={headingId}>
          {review.author.name}
        </h2>
        <Stars rating={review.rating} label={t('admin.reviews.stars', { rating: review.rating })} />
        {review.verified_client && (
          <span className="review-badge review-badge--verified">{t('admin.reviews.verified')}</span>
        )}
        {badges}
      </div>
      <p className="review-view__date">
        {t('admin.reviews.written')} <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </p>
      <p className="review-view__text">{review.text}</p>
      <Tags review={review} t={t} />
    </div>
  );
}
