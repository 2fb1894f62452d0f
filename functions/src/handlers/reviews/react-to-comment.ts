import { reactToComment as reactToCommentRoute } from '@migralink/shared/api/reviews';
import { findComment, reactToComment } from '#data/reviews';
import { ForbiddenError, NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { reviewMessage } from '#reviews/messages';
import { writer } from '#reviews/write';

/**
 * Likes or dislikes a comment (docs/product.md, "Reactions"): the same again clears, the
 * other switches, a first sets. A comment under a hidden review is 404; one's own comment is refused (403).
 */
export const handler = createHandler(reactToCommentRoute, async (request) => {
  const user = await writer(request);
  const place = await findComment(request.params.id);
  if (place?.author_id === user.id) throw new ForbiddenError({ message: reviewMessage('ownReaction', request.locale) });
  const result = place && (await reactToComment(user.id, request.params.id, place, request.body.type));
  if (!result) throw new NotFoundError();
  return {
    data: {
      reaction_type: result.reaction ?? null,
      reacted: result.reaction !== undefined,
      likes_count: result.likes_count,
      dislikes_count: result.dislikes_count,
    },
  };
});
