import { listCompanyReviews } from '@migralink/shared/api/reviews';
import { getCompanyProfile, reviewSummary } from '#data/companies';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { companyReviewsPage } from '#reviews/pages';
import { presentReviews } from '#reviews/present';

/**
 * A public company's shown reviews, 10 a page in the sort asked, with their
 * first comments, the caller's reactions and the company's summary: the
 * profile (GetItem: public? its counters), the page's place (the newest
 * first: a Query of the pointers up to it; by rating or likes: the order's
 * counts and one bucket of it), the page (BatchGetItem), the caller's
 * reactions and the authors' client marks (BatchGetItem each).
 */
export const handler = createHandler(listCompanyReviews, async ({ params, query, principal, locale }) => {
  const profile = await getCompanyProfile(params.uuid);
  if (!profile?.published) throw new NotFoundError();
  const { reviews, meta } = await companyReviewsPage(
    params.uuid,
    query.sort ?? 'newest',
    query.page ?? 1,
    profile.review_count ?? 0,
  );
  const { avg_rate, ratings } = reviewSummary(profile);
  return {
    data: await presentReviews(reviews, { userId: principal?.userId, locale }),
    meta: { ...meta, avg_rate, ratings },
  };
});
