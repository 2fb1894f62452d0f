import { listReportedReviews } from '@migralink/shared/api/reviews';
import { REVIEWS_PER_PAGE } from '@migralink/shared/schemas/reviews';
import { listReported } from '#data/reviews';
import { createHandler } from '#http/handler';
import { presentReviews } from '#reviews/present';
import { pageMeta } from '#search/pages';

/** Staff: the reported reviews waiting for a decision, oldest report first, with their reports. */
export const handler = createHandler(listReportedReviews, async ({ query, principal, locale }) => {
  const page = query.page ?? 1;
  const { total, reviews } = await listReported(page, REVIEWS_PER_PAGE);
  const shown = await presentReviews(reviews, { userId: principal.userId, staff: true, locale });
  return {
    data: shown.map((review, index) => ({ review, reports: reviews[index]!.reports })),
    meta: pageMeta(total, page, REVIEWS_PER_PAGE),
  };
});
