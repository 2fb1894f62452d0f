import { pickText } from '@migralink/shared/locales';
import { hideReview as hideReviewRoute } from '@migralink/shared/api/reviews';
import { getReview, hideReview } from '#data/reviews';
import { getUser } from '#data/users';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { mailPut } from '#mail/outbox';
import { reviewHiddenMail } from '#mail/reviews';
import { presentReviews } from '#reviews/present';

/** Staff hide a shown review with a reason: it leaves the lists and the averages; its author's mail goes with it. */
export const handler = createHandler(hideReviewRoute, async ({ params, body, principal, locale }) => {
  const review = await getReview(params.id, true);
  const now = new Date().toISOString();
  const author = review && (await getUser(review.author_id));
  const mail = author && {
    id: `review:${review.id}:hidden:${now}`,
    kind: 'review hidden',
    to: author.email,
    ...reviewHiddenMail(author.locale, {
      company: pickText(review.company_name, author.locale),
      reason: body.reason,
      text: review.text,
    }),
  };
  if (!review || !(await hideReview(review, body.reason, principal.userId, now, mail ? [mailPut(mail)] : []))) {
    throw new NotFoundError();
  }
  const hidden = { ...review, hidden: { reason: body.reason, at: now, by: principal.userId } };
  const [shown] = await presentReviews([hidden], { userId: principal.userId, staff: true, locale }, 'all');
  return { data: shown! };
});
