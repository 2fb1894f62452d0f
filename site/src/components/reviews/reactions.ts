import type { ReactionType, Review, ReviewComment } from '@migralink/shared/schemas/reviews';

/**
 * The reaction rules (docs/product.md, "Reactions"), as pure functions: the island shows their outcome at once
 * (optimistically), then takes the server's answer, which applies the very same rules.
 */

type ReviewLike = Pick<Review, 'reacted' | 'likes_count'>;
type CommentReaction = Pick<ReviewComment, 'reaction_type' | 'reacted' | 'likes_count' | 'dislikes_count'>;

/** Liking a review toggles `reacted` and moves the count by one. */
export function toggledReviewLike<T extends ReviewLike>(review: T): T {
  return {
    ...review,
    reacted: !review.reacted,
    likes_count: Math.max(0, review.likes_count + (review.reacted ? -1 : 1)),
  };
}

const COUNT_OF = { like: 'likes_count', dislike: 'dislikes_count' } as const;

/**
 * A comment's reaction: the same again clears it (its count -1), the other one switches it (the old
 * count -1, the new +1), a first one sets it (+1).
 */
export function reactedComment<T extends CommentReaction>(comment: T, type: ReactionType): T {
  const counts = { likes_count: comment.likes_count, dislikes_count: comment.dislikes_count };
  const before = comment.reaction_type;
  if (before) counts[COUNT_OF[before]] = Math.max(0, counts[COUNT_OF[before]] - 1);
  const after = before === type ? null : type;
  if (after) counts[COUNT_OF[after]] += 1;
  return { ...comment, ...counts, reaction_type: after, reacted: after !== null };
}
