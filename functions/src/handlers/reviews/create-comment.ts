import { randomUUID } from 'node:crypto';
import { createComment } from '@migralink/shared/api/reviews';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { appendComment, getReview, isShown, type CommentRecord } from '#data/reviews';
import { NotFoundError, ValidationError } from '#http/errors';
import { createHandler } from '#http/handler';
import { authorName, presentReviews } from '#reviews/present';
import { writer } from '#reviews/write';
import * as reviewsRules from '@migralink/shared/schemas/rules/reviews';

/**
 * Comments on a shown review; the reviewed company's account writes as the
 * company (its answer, which marks the review answered). A thread holds
 * what its room allows (`data/review-thread.ts`: places and bytes, more for
 * the company's answers); a comment past it is 422 on `text`.
 */
export const handler = createHandler(createComment, async (request) => {
  const { body, principal, locale } = request;
  const author = await writer(request);
  const review = await getReview(body.review_id);
  if (!review || !isShown(review)) throw new NotFoundError();
  const now = new Date().toISOString();
  const comment: CommentRecord = {
    id: randomUUID(),
    author_id: author.id,
    author_name: authorName(author),
    is_company: principal.companyId === review.company_id,
    text: body.text,
    likes_count: 0,
    dislikes_count: 0,
    deleted: false,
    created_at: now,
    updated_at: now,
  };
  const added = await appendComment(review.id, comment);
  if (added === 'gone') throw new NotFoundError();
  if (added === 'full') throw new ValidationError({ text: [ruleMessage(reviewsRules.reviewThreadFull, locale)] });
  const [shown] = await presentReviews(
    [{ ...added.review, comments: [comment] }],
    { userId: author.id, locale },
    'all',
  );
  return { data: shown!.comments[0]! };
});
