import { listAuthorReviews } from '@migralink/shared/api/reviews';
import { keys } from '#data/keys';
import { createHandler } from '#http/handler';
import { reviewsPage } from '#reviews/pages';
import { presentReviews } from '#reviews/present';

/** An author's shown reviews, newest first, 10 a page (an unknown author has none). */
export const handler = createHandler(listAuthorReviews, async ({ params, query, principal, locale }) => {
  const { reviews, meta } = await reviewsPage(keys.reviews.authorPartition(params.uuid), 'newest', query.page ?? 1, {
    keep: (pointer) => !pointer.hidden && !pointer.withheld,
  });
  return { data: await presentReviews(reviews, { userId: principal?.userId, locale }), meta };
});
