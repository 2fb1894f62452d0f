import { listOwnCompanyReviews } from '@migralink/shared/api/reviews';
import { REVIEWS_PER_PAGE } from '@migralink/shared/schemas/reviews';
import { getCompanyProfile, reviewSummary } from '#data/companies';
import { createHandler } from '#http/handler';
import { companyReviewsPage } from '#reviews/pages';
import { presentReviews } from '#reviews/present';

/**
 * The caller's company's shown reviews, those it has not answered first (each part newest first): its profile
 * (the total and the summary), then the page of its order unanswered first (its counts and one bucket); none
 * before it has a company.
 */
export const handler = createHandler(listOwnCompanyReviews, async ({ query, principal, locale }) => {
  const page = query.page ?? 1;
  const profile = principal.companyId ? await getCompanyProfile(principal.companyId) : undefined;
  const { reviews, meta } = profile
    ? await companyReviewsPage(profile.id, 'unanswered', page, profile.review_count ?? 0)
    : { reviews: [], meta: { current_page: page, last_page: 1, per_page: REVIEWS_PER_PAGE, total: 0 } };
  const { avg_rate, ratings } = profile
    ? reviewSummary(profile)
    : { avg_rate: null, ratings: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
  return {
    data: await presentReviews(reviews, { userId: principal.userId, locale }),
    meta: { ...meta, avg_rate, ratings },
  };
});
