import { likeReview, reactToComment } from '@migralink/shared/api/reviews';
import type { ReactionType, Review, ReviewComment } from '@migralink/shared/schemas/reviews';
import { callChecked } from '@/api/checked';
import type { ChangeReview } from './comment-thread';
import { createReactionQueue } from './reaction-queue';
import { reactedComment, toggledReviewLike } from './reactions';

type CommentReaction = Pick<ReviewComment, 'reaction_type' | 'reacted' | 'likes_count' | 'dislikes_count'>;

export interface ReactionsDeps {
  /** The review of that id among those shown. */
  readonly reviewOf: (id: string) => Review | undefined;
  readonly changeReview: ChangeReview;
  /** Takes back what was said to have gone wrong with a review or comment. */
  readonly clearProblem: (id: string) => void;
  /** Says what went wrong with a review or comment. */
  readonly fail: (id: string, error: unknown) => void;
}

/**
 * A review's like and a comment's like or dislike: shown at once by the rules (docs/product.md,
 * "Reactions"), then as the API answered; presses in a row are sent one after another, and a refusal
 * puts back what the API last said.
 */
export function createReviewReactions({ reviewOf, changeReview, clearProblem, fail }: ReactionsDeps) {
  const press = createReactionQueue();
  const likesSaid = new Map<string, Pick<Review, 'reacted' | 'likes_count'>>();
  const reactionsSaid = new Map<string, CommentReaction>();
  const changeComment = (reviewId: string, commentId: string, change: (comment: ReviewComment) => ReviewComment) =>
    changeReview(reviewId, (review) => ({
      ...review,
      comments: review.comments.map((comment) => (comment.id === commentId ? change(comment) : comment)),
    }));

  return {
    /** What the API said of earlier presses gives way to a fresh list. */
    forget(): void {
      likesSaid.clear();
      reactionsSaid.clear();
    },

    /** Likes a review or takes the like back. */
    likeReview(id: string): Promise<void> {
      const review = reviewOf(id);
      if (!review) return Promise.resolve();
      if (!likesSaid.has(id)) likesSaid.set(id, { reacted: review.reacted, likes_count: review.likes_count });
      clearProblem(id);
      changeReview(id, toggledReviewLike);
      return press(id, () => callChecked(likeReview, { params: { id } }), {
        answered: ({ data }, last) => {
          likesSaid.set(id, data);
          if (last) changeReview(id, (now) => ({ ...now, ...data }));
        },
        refused: (error, last) => {
          fail(id, error);
          if (last) changeReview(id, (now) => ({ ...now, ...likesSaid.get(id) }));
        },
      });
    },

    /** Likes or dislikes a comment (as a review's like). */
    reactToComment(reviewId: string, commentId: string, type: ReactionType): Promise<void> {
      const comment = reviewOf(reviewId)?.comments.find((each) => each.id === commentId);
      if (!comment) return Promise.resolve();
      const { reaction_type, reacted, likes_count, dislikes_count } = comment;
      if (!reactionsSaid.has(commentId))
        reactionsSaid.set(commentId, { reaction_type, reacted, likes_count, dislikes_count });
      clearProblem(commentId);
      changeComment(reviewId, commentId, (now) => reactedComment(now, type));
      return press(commentId, () => callChecked(reactToComment, { params: { id: commentId }, body: { type } }), {
        answered: ({ data }, last) => {
          reactionsSaid.set(commentId, data);
          if (last) changeComment(reviewId, commentId, (now) => ({ ...now, ...data }));
        },
        refused: (error, last) => {
          fail(commentId, error);
          if (last) changeComment(reviewId, commentId, (now) => ({ ...now, ...reactionsSaid.get(commentId) }));
        },
      });
    },
  };
}
