import { updateReview } from '@migralink/shared/api/reviews';
import { getReview, isShown, rewriteReview } from '#data/reviews';
import { ConflictError, NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { reviewMessage } from '#reviews/messages';
import { presentReviews } from '#reviews/present';
import { writer } from '#reviews/write';

/** Changes the caller's own shown review; another's is 404, a change made meanwhile 409. */
export const handler = createHandler(updateReview, async (request) => {
  const { params, body, locale } = request;
  // Another's review is 404 whoever asks; only then is the author's writing checked.
  const before = await getReview(params.id, true);
  if (!before || !isShown(before) || before.author_id !== request.principal.userId) throw new NotFoundError();
  const author = await writer(request);
  const after = {
    rating: body.rating,
    text: body.text,
    service: body.service ?? null,
    outcome: body.outcome ?? null,
    processing_days: body.processing_days ?? null,
    updated_at: new Date().toISOString(),
  };
  if (!(await rewriteReview(before, after)))
    throw new ConflictError({ message: reviewMessage('changedMeanwhile', locale) });
  const [shown] = await presentReviews([{ ...before, ...after }], { userId: author.id, locale }, 'all');
  return { data: shown! };
});
