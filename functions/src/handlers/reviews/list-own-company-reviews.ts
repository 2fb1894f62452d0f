import { listOwnCompanyReviews } from '@migralink/shared/api/reviews';
import { getCompanyProfile, reviewSummary } from '#data/companies';
import { keys } from '#data/keys';
import { createHandler } from '#http/handler';
import { reviewsPage } from '#reviews/pages';
import { presentReviews } from '#reviews/present';

/** The caller's company's reviews, those it has not answered first; none before it has a company. */
export const handler = createHandler(listOwnCompanyReviews, async ({ query, principal, locale }) => {
  const companyId = principal.companyId;
  const [profile, { reviews, meta }] = companyId
    ? await Promise.all([
        getCompanyProfile(companyId),
        reviewsPage(keys.reviews.companyPartition(companyId), 'unanswered', query.page ?? 1),
      ])
    : [undefined, { reviews: [], meta: { current_page: query.page ?? 1, last_page: 1, per_page: 10, total: 0 } }];
  const { avg_rate, ratings } = profile
    ? reviewSummary(profile)
    : { avg_rate: null, ratings: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
  return {
    data: await presentReviews(reviews, { userId: principal.userId, locale }),
    meta: { ...meta, avg_rate, ratings },
  };
});
