import { reportReview as reportReviewRoute } from '@migralink/shared/api/reviews';
import { getReview, isShown, reportByCompany } from '#data/reviews';
import { ConflictError, NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { reviewMessage } from '#reviews/messages';

/** The reviewed company reports a shown review of it to staff, with its reason, once. */
export const handler = createHandler(reportReviewRoute, async ({ params, body, principal, locale }) => {
  const review = await getReview(params.id, true);
  if (!review || !isShown(review) || review.company_id !== principal.companyId) throw new NotFoundError();
  const reported = await reportByCompany(review, body.reason, new Date().toISOString());
  if (reported === 'gone') throw new NotFoundError();
  if (reported === 'reported') throw new ConflictError({ message: reviewMessage('reportedAlready', locale) });
  return undefined;
});
