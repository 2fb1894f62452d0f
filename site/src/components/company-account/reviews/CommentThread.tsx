import { useStore } from '@nanostores/react';
import type { Review, ReviewComment } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import { ConfirmActions } from '@/kit/confirm';
import { problemText } from '@/kit/problems';
import type { ReviewsKey } from './messages';
import { AnswerForm } from './ReviewForms';
import type { CompanyReviews } from './reviews-store';

interface ThreadProps {
  readonly reviews: CompanyReviews;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ReviewsKey>;
  /** Moves the focus to an element of the screen by id once it is rendered (a form closed, a notice shown). */
  readonly focusLater: (id: string) => void;
}

/** The id of a comment's "Edit" button, where the focus returns when its form closes. */
export const editButtonId = (comment: ReviewComment) => `review-comment-${comment.id}-edit`;

/** "Delete this answer?", then "Yes, delete" or cancel. */
function DeleteConfirm({
  reviews,
  review,
  t,
}: Omit<ThreadProps, 'formatDate' | 'focusLater'> & { readonly review: Review }) {
  const state = useStore(reviews.removal.$state);
  const busy = state.phase === 'loading';
  return (
    <ConfirmActions
      label={t('admin.reviews.delete')}
      question={t('admin.reviews.delete_confirm')}
      confirmLabel={t('admin.reviews.delete_yes')}
      busyLabel={t('admin.reviews.deleting')}
      cancelLabel={t('admin.reviews.cancel')}
      busy={busy}
      onConfirm={() => void reviews.confirmDelete(review.id)}
      onCancel={reviews.cancelDelete}
      failure={state.phase === 'failed' ? problemText(t, state.problems.general) : undefined}
      className="reviews-confirm"
    />
  );
}

/**
 * One comment: who wrote it and when, its text (as text). The company's own
 * answers are marked so, and can be changed or deleted here: a company account
 * is the only one that comments as the company, so an answer of the company is
 * its own (the API refuses another's all the same).
 */
function Comment({
  reviews,
  review,
  comment,
  formatDate,
  t,
  focusLater,
}: ThreadProps & {
  readonly review: Review;
  readonly comment: ReviewComment;
}) {
  const editor = useStore(reviews.$editor);
  const deleting = useStore(reviews.$deleting);
  const editing = editor?.kind === 'edit' && editor.commentId === comment.id;
  return (
    <li className={`reviews-comment${comment.is_company ? ' reviews-comment--company' : ''}`}>
      <p className="reviews-comment__meta">
        {comment.is_company ? (
          <strong className="review-badge review-badge--answer">{t('admin.reviews.company_answer')}</strong>
        ) : (
          <strong>{comment.author.name}</strong>
        )}
        <time dateTime={comment.created_at}>{formatDate(comment.created_at)}</time>
        {comment.updated_at !== comment.created_at && <span>{t('admin.reviews.edited')}</span>}
      </p>
      {editing ? (
        <AnswerForm
          reviews={reviews}
          t={t}
          editing
          onCancel={() => {
            reviews.cancel();
            focusLater(editButtonId(comment));
          }}
        />
      ) : (
        <p className="reviews-comment__text">{comment.text}</p>
      )}
      {comment.is_company && !editing && (
        <div className="reviews-actions">
          <button
            type="button"
            id={editButtonId(comment)}
            className="account-button account-button--secondary"
            onClick={() => reviews.startEdit(review.id, comment.id)}
          >
            {t('admin.reviews.edit')}
          </button>
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => reviews.askDelete(comment.id)}
          >
            {t('admin.reviews.delete')}
          </button>
        </div>
      )}
      {deleting === comment.id && <DeleteConfirm reviews={reviews} review={review} t={t} />}
    </li>
  );
}

/** The review's comments, oldest first (a list shows the first few), the company's answers marked. */
export function CommentThread({ review, ...props }: ThreadProps & { readonly review: Review }) {
  if (review.comments.length === 0) return null;
  return (
    <section className="reviews-thread" aria-label={props.t('admin.reviews.comments')}>
      <ol className="reviews-thread__list">
        {review.comments.map((comment) => (
          <Comment key={comment.id} review={review} comment={comment} {...props} />
        ))}
      </ol>
    </section>
  );
}
