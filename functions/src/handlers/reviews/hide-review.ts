import { pickText } from '@migralink/shared/locales';
import { hideReview as hideReviewRoute } from '@migralink/shared/api/reviews';
import { getReview, hideReview } from '#data/reviews';
import { getUser } from '#data/users';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { deliverQuietly } from '#mail/deliver';
import { reviewHiddenMail } from '#mail/reviews';
import { presentReviews } from '#reviews/present';

/** Staff hide a shown review with a reason: it leaves the lists and the averages; its author is mailed. */
export const handler = createHandler(hideReviewRoute, async ({ params, body, principal, locale, log }) => {
  const review = await getReview(params.id, true);
  const now = new Date().toISOString();
  if (!review || !(await hideReview(review, body.reason, principal.userId, now))) throw new NotFoundError();
  const author = await getUser(review.author_id);
  if (author) {
    const mail = reviewHiddenMail(author.locale, {
      company: pickText(review.company_name, author.locale),
      reason: body.reason,
      text: review.text,
    });
    await deliverQuietly({ to: author.email, ...mail }, log, 'review hidden');
  }
  const hidden = { ...review, hidden: { reason: body.reason, at: now, by: principal.userId } };
  const [shown] = await presentReviews([hidden], { userId: principal.userId, staff: true, locale }, 'all');
  return { data: shown! };
});
