import { listUserReviews } from '@migralink/shared/api/reviews';
import { keys } from '#data/keys';
import { createHandler } from '#http/handler';
import { pointersPage } from '#reviews/pages';
import { presentReviews } from '#reviews/present';

/** Staff: a user's reviews, hidden ones too with why, newest first, 10 a page. */
export const handler = createHandler(listUserReviews, async ({ params, query, principal, locale }) => {
  const { reviews, meta } = await pointersPage(keys.reviews.authorPartition(params.uuid), 'newest', query.page ?? 1);
  return { data: await presentReviews(reviews, { userId: principal.userId, staff: true, locale }), meta };
});
