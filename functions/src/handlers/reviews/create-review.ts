import { createReview } from '@migralink/shared/api/reviews';
import { getCompany } from '#data/companies';
import { putReview } from '#data/reviews';
import { ConflictError, NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { presentReviews } from '#reviews/present';
import { mailNewReview, newReview, writer } from '#reviews/write';
import { reviewMessage } from '#reviews/messages';

/**
 * Reviews a public company, once per user; a company's own account cannot
 * review it. The counters move in the same transaction; the owner is mailed.
 */
export const handler = createHandler(createReview, async (request) => {
  const { params, body, principal, locale, log } = request;
  const author = await writer(request);
  const company = await getCompany(params.uuid);
  if (!company?.profile.published || !company.content) throw new NotFoundError();
  if (principal.companyId === params.uuid) throw new ConflictError({ message: reviewMessage('ownCompany', locale) });
  const review = newReview(company, author, body, new Date().toISOString());
  const stored = await putReview(review);
  if (stored === 'reviewed') throw new ConflictError({ message: reviewMessage('reviewedAlready', locale) });
  if (stored === 'gone') throw new NotFoundError();
  await mailNewReview(company, review, log);
  const [shown] = await presentReviews([review], { userId: author.id, locale });
  return { data: shown! };
});
