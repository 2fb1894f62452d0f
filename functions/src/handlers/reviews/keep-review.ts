import { dismissReports } from '@migralink/shared/api/reviews';
import { getReview, keepReview } from '#data/reviews';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';

/** Staff keep a reported review shown: it leaves the queue. */
export const handler = createHandler(dismissReports, async ({ params }) => {
  const review = await getReview(params.id, true);
  if (!review || review.hidden) throw new NotFoundError();
  await keepReview(review);
  return undefined;
});
