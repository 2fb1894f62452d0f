import { REVIEWS_PER_PAGE, type ReviewSort } from '@migralink/shared/schemas/reviews';
import { getReviews, listPointers, type ReviewPointer, type ReviewRecord } from '#data/reviews';
import { pageMeta } from '#search/pages';

/**
 * A page of a list of reviews, whatever its sort and number: one Query of the
 * list's pointers (small items carrying what every sort needs), sorted here,
 * and one BatchGetItem of the page's reviews. The newest first, the default,
 * reads only the pointers up to its page.
 */

const newest = (a: ReviewPointer, b: ReviewPointer) => b.created_at.localeCompare(a.created_at);

/** The orders of a list: newest first; by rating, then newest; most liked, then newest; unanswered, then newest. */
export const ORDERS: Record<ReviewSort | 'unanswered', (a: ReviewPointer, b: ReviewPointer) => number> = {
  newest,
  rating: (a, b) => b.rating - a.rating || newest(a, b),
  helpful: (a, b) => (b.likes ?? 0) - (a.likes ?? 0) || newest(a, b),
  unanswered: (a, b) => Number(a.answered) - Number(b.answered) || newest(a, b),
};

/**
 * One page of the list in `partition`, sorted, with its meta; `keep` leaves
 * out pointers (e.g. hidden reviews). With `total` known (a company's, on its
 * profile) the newest first reads only the pointers up to the page.
 */
export async function reviewsPage(
  partition: string,
  order: keyof typeof ORDERS,
  page: number,
  { keep, total }: { keep?: (pointer: ReviewPointer) => boolean; total?: number } = {},
): Promise<{ reviews: ReviewRecord[]; meta: ReturnType<typeof pageMeta> }> {
  const end = page * REVIEWS_PER_PAGE;
  const upToPage = order === 'newest' && total !== undefined && !keep;
  const pointers = (await listPointers(partition, upToPage ? end : undefined))
    .filter(keep ?? (() => true))
    .sort(ORDERS[order]);
  const onPage = pointers.slice(end - REVIEWS_PER_PAGE, end);
  return {
    reviews: await getReviews(onPage.map((pointer) => pointer.review_id)),
    meta: pageMeta(upToPage ? total : pointers.length, page, REVIEWS_PER_PAGE),
  };
}
