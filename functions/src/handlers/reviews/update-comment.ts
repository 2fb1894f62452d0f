import { updateComment } from '@migralink/shared/api/reviews';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { editComment, findComment, getReview } from '#data/reviews';
import { NotFoundError, ValidationError } from '#http/errors';
import { createHandler } from '#http/handler';
import { presentReviews } from '#reviews/present';
import { writer } from '#reviews/write';
import * as reviewsRules from '@migralink/shared/schemas/rules/reviews';

/**
 * Changes the caller's own comment; another's, a deleted one or one under a
 * hidden review is 404; a longer text its thread has no room for is 422.
 */
export const handler = createHandler(updateComment, async (request) => {
  const { params, body, locale } = request;
  // Another's comment is 404 whoever asks; only then is the author's writing checked.
  const place = await findComment(params.id);
  if (!place || place.author_id !== request.principal.userId) throw new NotFoundError();
  const author = await writer(request);
  const now = new Date().toISOString();
  const edited = await editComment(place, params.id, author.id, body.text, now);
  if (edited === 'gone') throw new NotFoundError();
  if (edited === 'full') throw new ValidationError({ text: [ruleMessage(reviewsRules.reviewCommentNoRoom, locale)] });
  const review = await getReview(place.review_id, true);
  if (!review) throw new NotFoundError();
  const [shown] = await presentReviews(
    [{ ...review, comments: [review.comments[place.index]!] }],
    { userId: author.id, locale },
    'all',
  );
  return { data: shown!.comments[0]! };
});
