import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Profile } from '@migralink/shared/schemas/auth';
import type { Locale } from '@migralink/shared/locales';
import type { Review, ReviewComment } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import { useIsland } from '@/kit/island';
import { CommentForm } from './CommentForm';
import { CommentHeader } from './ReviewCard';
import { DeleteButton, ProblemNote, ToggleButton } from './ReviewControls';
import type { ReviewsStore } from './reviews-store';
import type { ReviewsIslandKey } from './messages';
import './review-thread.css';

interface ThreadProps {
  readonly review: Review;
  readonly reviews: ReviewsStore;
  readonly user: Profile | null;
  readonly locale: Locale;
  readonly t: Translate<ReviewsIslandKey>;
}

/**
 * A review's comments in the island: each with its like and dislike (docs/product.md, "Reactions"), its author's edit and
 * delete; "show all" when the list has only the first few; and the form of a new comment, which for the
 * reviewed company's account is its answer.
 */
export function ReviewThread({ review, reviews, user, locale, t }: ThreadProps) {
  const hidden = review.comments_count - review.comments.length;
  return (
    <section className="review__comments" aria-label={t('reviews.comments', { count: review.comments_count })}>
      {review.comments.length > 0 && (
        <ul className="review-comments">
          {review.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              review={review}
              reviews={reviews}
              user={user}
              locale={locale}
              t={t}
            />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button type="button" className="review-action" onClick={() => void reviews.showAllComments(review.id)}>
          {t('reviews.show_all_comments', { count: review.comments_count })}
        </button>
      )}
      {user && <NewComment review={review} reviews={reviews} user={user} t={t} />}
    </section>
  );
}

function NewComment({ review, reviews, user, t }: Omit<ThreadProps, 'locale' | 'user'> & { readonly user: Profile }) {
  const comment = useIsland(() => reviews.commentForm(review.id));
  const answering = user.role === 'company' && user.company?.uuid === review.company.uuid;
  return (
    <CommentForm
      comment={comment}
      label={t(answering ? 'reviews.comment.answer_label' : 'reviews.comment.label')}
      send={t('reviews.comment.send')}
      sending={t('reviews.comment.sending')}
      t={t}
    />
  );
}

function CommentItem({ comment, ...props }: ThreadProps & { readonly comment: ReviewComment }) {
  const { review, reviews, user, locale, t } = props;
  const problems = useStore(reviews.$problems);
  const [editing, setEditing] = useState(false);
  const own = user?.uuid === comment.author.uuid;
  const react = (type: 'like' | 'dislike') => void reviews.reactToComment(review.id, comment.id, type);
  return (
    <li className={comment.is_company ? 'review-comment review-comment--company' : 'review-comment'}>
      <CommentHeader comment={comment} companyName={review.company.name} locale={locale} t={t} />
      {editing ? (
        <EditComment comment={comment} reviews={reviews} onDone={() => setEditing(false)} t={t} />
      ) : (
        <p className="review__text">{comment.text}</p>
      )}
      <div className="review__actions">
        {user && !own ? (
          <>
            <ToggleButton
              pressed={comment.reaction_type === 'like'}
              label={t('reviews.like', { count: comment.likes_count })}
              onPress={() => react('like')}
            />
            <ToggleButton
              pressed={comment.reaction_type === 'dislike'}
              label={t('reviews.dislike', { count: comment.dislikes_count })}
              onPress={() => react('dislike')}
            />
          </>
        ) : (
          <span className="review-comment__likes">
            {t('reviews.comment_likes', { likes: comment.likes_count, dislikes: comment.dislikes_count })}
          </span>
        )}
        {own && !editing && (
          <button type="button" className="review-action" onClick={() => setEditing(true)}>
            {t('reviews.edit')}
          </button>
        )}
        {own && (
          <DeleteButton
            question={t('reviews.delete_comment_confirm')}
            onConfirm={() => void reviews.removeComment(comment)}
            t={t}
          />
        )}
      </div>
      <ProblemNote problem={problems[comment.id]} t={t} />
    </li>
  );
}

function EditComment({
  comment,
  reviews,
  onDone,
  t,
}: Pick<ThreadProps, 'reviews' | 't'> & { readonly comment: ReviewComment; readonly onDone: () => void }) {
  const form = useIsland(() => reviews.commentEditForm(comment));
  return (
    <CommentForm
      comment={form}
      label={t('reviews.comment.label')}
      send={t('reviews.comment.save')}
      sending={t('reviews.comment.sending')}
      onCancel={onDone}
      t={t}
    />
  );
}
