import type { ReactNode } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Review, ReviewComment } from '@migralink/shared/schemas/reviews';
import { dateText, UTC } from '@/i18n/dates';
import type { Translate } from '@/i18n/format';
import { authorUrl } from './paths';
import { daysText } from '@migralink/shared/counts';
import { OUTCOME_KEYS, starsText } from './rating-summary';
import type { ReviewsViewKey } from './messages';
import { Stars } from './Stars';
import './review-card.css';
import './review-thread.css';

export interface ReviewCardProps {
  readonly review: Review;
  readonly locale: Locale;
  readonly t: Translate<ReviewsViewKey>;
  /** The line above the author: on an author's page, the company reviewed. */
  readonly about?: ReactNode;
  /** Where the likes are: a count in the built HTML, a toggle in the island. */
  readonly likes?: ReactNode;
  /** The island's own buttons (edit, delete) and messages. */
  readonly actions?: ReactNode;
  /** The comments: the first few as text in the built HTML; the island's thread replaces them. */
  readonly thread?: ReactNode;
}

/**
 * One review as everyone sees it: its author (linking to their reviews), day, stars, text, tags and
 * "verified client" mark, its likes and its first comments. Every text the users wrote is rendered as
 * text (React escapes it), and kept in its paragraphs by CSS.
 */
export function ReviewCard({ review, locale, t, about, likes, actions, thread }: ReviewCardProps) {
  return (
    <article className="panel review" aria-labelledby={`review-${review.id}`}>
      {about}
      <header className="review__header">
        <h3 className="review__author" id={`review-${review.id}`}>
          <a
            href={authorUrl(locale, review.author.uuid)}
            title={t('reviews.author_link', { name: review.author.name })}
          >
            {review.author.name}
          </a>
        </h3>
        <time className="review__date" dateTime={review.created_at}>
          {dateText(review.created_at, locale, UTC)}
        </time>
        {review.verified_client && (
          <span className="review__verified" title={t('reviews.verified_hint')}>
            {t('reviews.verified')}
          </span>
        )}
      </header>
      <p className="review__rating">
        <Stars value={review.rating} />
        <span className="visually-hidden">
          {t('reviews.review_rating', { stars: starsText(t, review.rating, locale) })}
        </span>
      </p>
      <ReviewTags review={review} locale={locale} t={t} />
      <p className="review__text">{review.text}</p>
      {likes ?? <p className="review__likes">{t('reviews.helpful_count', { count: review.likes_count })}</p>}
      {actions}
      {thread ?? <StaticComments review={review} locale={locale} t={t} />}
    </article>
  );
}

/** What the author told of the service: what it was, how it ended, how many days it took. */
function ReviewTags({ review, locale, t }: Pick<ReviewCardProps, 'review' | 'locale' | 't'>) {
  const { service, outcome, processing_days: days } = review;
  if (!service && !outcome && days === null) return null;
  return (
    <ul className="review__tags">
      {service && <li>{t('reviews.service', { service })}</li>}
      {outcome && <li>{t('reviews.outcome', { outcome: t(OUTCOME_KEYS[outcome]) })}</li>}
      {days !== null && <li>{t('reviews.processing', { days: daysText(days, locale) })}</li>}
    </ul>
  );
}

/** A comment's author and day; the company's answer is marked as the company's. */
export function CommentHeader({
  comment,
  companyName,
  locale,
  t,
}: {
  readonly comment: ReviewComment;
  readonly companyName: string;
  readonly locale: Locale;
  readonly t: Translate<ReviewsViewKey>;
}) {
  return (
    <p className="review-comment__header">
      {comment.is_company ? (
        <span className="review-comment__company">
          {companyName} · {t('reviews.company_answer')}
        </span>
      ) : (
        <a href={authorUrl(locale, comment.author.uuid)} className="review-comment__author">
          {comment.author.name}
        </a>
      )}{' '}
      <time className="review__date" dateTime={comment.created_at}>
        {dateText(comment.created_at, locale, UTC)}
      </time>
    </p>
  );
}

/** The first comments as text, with their likes and dislikes counted (the built page). */
function StaticComments({ review, locale, t }: Pick<ReviewCardProps, 'review' | 'locale' | 't'>) {
  if (review.comments.length === 0) return null;
  return (
    <section className="review__comments" aria-label={t('reviews.comments', { count: review.comments_count })}>
      <ul className="review-comments">
        {review.comments.map((comment) => (
          <li
            key={comment.id}
            className={comment.is_company ? 'review-comment review-comment--company' : 'review-comment'}
          >
            <CommentHeader comment={comment} companyName={review.company.name} locale={locale} t={t} />
            <p className="review__text">{comment.text}</p>
            <p className="review-comment__likes">
              {t('reviews.comment_likes', { likes: comment.likes_count, dislikes: comment.dislikes_count })}
            </p>
          </li>
        ))}
      </ul>
      {review.comments_count > review.comments.length && (
        <p className="review-comments__more">
          {t('reviews.more_comments', { count: review.comments_count - review.comments.length })}
        </p>
      )}
    </section>
  );
}
