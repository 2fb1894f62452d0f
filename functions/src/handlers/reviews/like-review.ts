import { likeReview } from '@migralink/shared/api/reviews';
import { getReview, isShown, toggleReviewLike } from '#data/reviews';
import { ForbiddenError, NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { reviewMessage } from '#reviews/messages';
import { writer } from '#reviews/write';

/** Likes a shown review, or takes the like back: one transaction. Not one's own (docs/product.md, "Reactions"). */
export const handler = createHandler(likeReview, async (request) => {
  const user = await writer(request);
  const review = await getReview(request.params.id);
  if (review?.author_id === user.id)
    throw new ForbiddenError({ message: reviewMessage('ownReaction', request.locale) });
  const reaction = review && isShown(review) ? await toggleReviewLike(user.id, review) : undefined;
  if (!reaction) throw new NotFoundError();
  return { data: reaction };
});
