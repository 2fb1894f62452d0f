import {
  advanceSync,
  authorReviewsAfter,
  blockedSince,
  finishSync,
  syncsUnderWay,
  type ReviewSync,
} from '#data/author-blocks';
import { setWithheld } from '#data/reviews';
import { AUTHOR_BLOCKS } from '#http/limits';

/**
 * The author-block job (docs/product.md, "Users, blocks and the audit trail"): brings the reviews of every user
 * blocked or unblocked lately to their block, page by page after each sync's cursor, until done or out of time;
 * the next run goes on from the cursors. Each review moves in its own transaction, checked against the author's
 * block as it is then, so runs that overlap, or a block lifted mid-walk, leave every review and count exact.
 */
export async function runAuthorBlocks(deadline: number): Promise<{ users: number }> {
  let users = 0;
  for (const sync of await syncsUnderWay()) {
    if (Date.now() >= deadline) break;
    if (await walkReviews(sync, deadline)) users += 1;
  }
  return { users };
}

/** One user's reviews after the sync's cursor; true once every one is done. */
async function walkReviews(sync: ReviewSync, deadline: number): Promise<boolean> {
  let step = sync;
  while (Date.now() < deadline) {
    const at = await blockedSince(step.user_id);
    const page = await authorReviewsAfter(step.user_id, step.cursor, AUTHOR_BLOCKS.page);
    for (const reviewId of page.reviewIds) {
      // The block changed meanwhile: its own sync, a new round, walks the reviews again.
      if (!(await setWithheld(reviewId, step.user_id, at))) return false;
    }
    if (!page.more || !page.last) return finishSync(step);
    if (!(await advanceSync(step, page.last))) return false;
    step = { ...step, cursor: page.last };
  }
  return false;
}

/**
 * A new review whose author was blocked after the request was let in: the block's walk may be past its place,
 * so it is withheld here. A block after this read puts its sync after the review, and the walk reaches it.
 */
export async function withheldIfBlocked(reviewId: string, authorId: string): Promise<void> {
  const at = await blockedSince(authorId);
  if (at) await setWithheld(reviewId, authorId, at);
}
