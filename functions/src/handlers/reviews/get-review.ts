import { getReview as getReviewRoute } from '@migralink/shared/api/reviews';
import { getReview, isShown } from '#data/reviews';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { presentReviews } from '#reviews/present';

/** One shown review with all its comments and the caller's reactions. */
export const handler = createHandler(getReviewRoute, async ({ params, principal, locale }) => {
  const review = await getReview(params.id);
  if (!review || !isShown(review)) throw new NotFoundError();
  const [shown] = await presentReviews([review], { userId: principal?.userId, locale }, 'all');
  return { data: shown! };
});
