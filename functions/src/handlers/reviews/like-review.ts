import { likeReview } from '@migralink/shared/api/reviews';
import { getReview, toggleReviewLike } from '#data/reviews';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { writer } from '#reviews/write';

/** Likes a shown review, or takes the like back: one transaction. */
export const handler = createHandler(likeReview, async (request) => {
  const user = await writer(request);
  const review = await getReview(request.params.id);
  const reaction = review && !review.hidden ? await toggleReviewLike(user.id, review) : undefined;
  if (!reaction) throw new NotFoundError();
  return { data: reaction };
});
