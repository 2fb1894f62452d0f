import { deleteReview } from '@migralink/shared/api/reviews';
import { getReview, removeReview } from '#data/reviews';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';

/** Deletes the caller's own review with its comments; another's (or none) is 404. */
export const handler = createHandler(deleteReview, async ({ params, principal }) => {
  const review = await getReview(params.id, true);
  if (!review || review.author_id !== principal.userId || !(await removeReview(review))) throw new NotFoundError();
  return undefined;
});
