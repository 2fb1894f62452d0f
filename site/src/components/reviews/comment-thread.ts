import { createComment, deleteComment, updateComment } from '@migralink/shared/api/reviews';
import { ApiError } from '@migralink/shared/client';
import type { Review } from '@migralink/shared/schemas/reviews';
import { callChecked } from '@/api/checked';

/** Applies a change to a review wherever the screen shows it. */
export type ChangeReview = (id: string, change: (review: Review) => Review) => void;

/**
 * A review's comments, one module for the public reviews and the company's
 * (docs/product.md, "Reviews"): a comment is created, edited and deleted
 * through the API, then shown in its review, whose count follows (a company's
 * comment marks the review answered). Each action throws what the API
 * refused; the screen says it its own way.
 */
export function createCommentThread(changeReview: ChangeReview) {
  return {
    /** Adds a comment to `reviewId` (once, should the list have it already). */
    async add(reviewId: string, text: string): Promise<void> {
      const { data } = await callChecked(createComment, { body: { review_id: reviewId, text: text.trim() } });
      changeReview(reviewId, (review) => ({
        ...review,
        comments: [...review.comments.filter((comment) => comment.id !== data.id), data],
        comments_count: review.comments_count + 1,
        answered: review.answered || data.is_company,
      }));
    },

    /** Changes a comment's text. */
    async edit(reviewId: string, commentId: string, text: string): Promise<void> {
      const { data } = await callChecked(updateComment, { params: { id: commentId }, body: { text: text.trim() } });
      changeReview(reviewId, (review) => ({
        ...review,
        comments: review.comments.map((comment) => (comment.id === data.id ? data : comment)),
      }));
    },

    /** Deletes a comment; with `goneIsDone` one deleted already (404) leaves the review as well. */
    async remove(reviewId: string, commentId: string, { goneIsDone = false } = {}): Promise<void> {
      try {
        await callChecked(deleteComment, { params: { id: commentId } });
      } catch (error) {
        if (!(goneIsDone && error instanceof ApiError && error.status === 404)) throw error;
      }
      changeReview(reviewId, (review) => ({
        ...review,
        comments: review.comments.filter((comment) => comment.id !== commentId),
        comments_count: Math.max(0, review.comments_count - 1),
      }));
    },
  };
}

export type CommentThread = ReturnType<typeof createCommentThread>;
