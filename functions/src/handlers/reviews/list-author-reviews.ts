import { listAuthorReviews } from '@migralink/shared/api/reviews';
import { createHandler } from '#http/handler';
import { authorReviewsPage } from '#reviews/pages';
import { presentReviews } from '#reviews/present';

/** An author's shown reviews, newest first, 10 a page, from their counted list (an unknown author has none). */
export const handler = createHandler(listAuthorReviews, async ({ params, query, principal, locale }) => {
  const { reviews, meta } = await authorReviewsPage(params.uuid, query.page ?? 1);
  return { data: await presentReviews(reviews, { userId: principal?.userId, locale }), meta };
});
