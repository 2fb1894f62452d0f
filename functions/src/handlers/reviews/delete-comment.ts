import { deleteComment as deleteCommentRoute } from '@migralink/shared/api/reviews';
import { deleteComment, findComment } from '#data/reviews';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';

/** Deletes the caller's own comment; the review's comments_count drops by one. Under a hidden review it is 404. */
export const handler = createHandler(deleteCommentRoute, async ({ params, principal }) => {
  const place = await findComment(params.id);
  if (!place || !(await deleteComment(place, params.id, principal.userId, new Date().toISOString()))) {
    throw new NotFoundError();
  }
  return undefined;
});
