import { ApiError } from '@migralink/shared/client';
import { describeError, type DescribeOptions, type Problems } from '@/kit/problems';

/**
 * How the reviews word a refusal. A 403 (the e-mail is not confirmed yet) and a 409 (reviewed
 * already, or one's own company) carry the API's message in the reader's language, which says why and
 * what to do: that message is shown. A 429 gets the reviews' own text (writing or reacting too fast).
 * Everything else as every form says it.
 */
export function describeReviewError<F extends string>(error: unknown, options: DescribeOptions<F>): Problems<F> {
  if (error instanceof ApiError && (error.status === 403 || error.status === 409) && error.body.message.trim())
    return { general: { text: error.body.message }, fields: {} };
  if (error instanceof ApiError && error.status === 429)
    return { general: { key: 'errors.review_rate_limited' }, fields: {} };
  return describeError(error, options);
}
