import { createReview } from '@migralink/shared/api/reviews';
import { getCompany } from '#data/companies';
import { putReview } from '#data/reviews';
import { ConflictError, NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { withheldIfBlocked } from '#reviews/author-blocks';
import { presentReviews } from '#reviews/present';
import { newReview, newReviewMail, writer } from '#reviews/write';
import { reviewMessage } from '#reviews/messages';

/**
 * Reviews a public company, once per user; a company's own account cannot
 * review it. The counters move, and the owner's mail is queued, in the same transaction.
 */
export const handler = createHandler(createReview, async (request) => {
  const { params, body, principal, locale } = request;
  const author = await writer(request);
  const company = await getCompany(params.uuid);
  if (!company?.profile.published || !company.content) throw new NotFoundError();
  if (principal.companyId === params.uuid) throw new ConflictError({ message: reviewMessage('ownCompany', locale) });
  const review = newReview(company, author, body, new Date().toISOString());
  const stored = await putReview(review, await newReviewMail(company, review));
  if (stored === 'reviewed') throw new ConflictError({ message: reviewMessage('reviewedAlready', locale) });
  if (stored === 'gone') throw new NotFoundError();
  await withheldIfBlocked(review.id, author.id);
  const [shown] = await presentReviews([review], { userId: author.id, locale });
  return { data: shown! };
});
