import { REVIEWS_PER_PAGE, type ReviewSort } from '@migralink/shared/schemas/reviews';
import { readOrderPage } from '#data/review-orders';
import { getReviews, listPointers, type ReviewPointer, type ReviewRecord } from '#data/reviews';
import { pageMeta } from '#search/pages';

/**
 * A page of a list of reviews, whatever its sort and number: its reviews' ids,
 * then one BatchGetItem of them. A company's shown reviews, newest first, by
 * rating or by likes, read their counted order (`data/review-orders.ts`): its
 * counts and one bucket. An author's list newest first reads the pointers up
 * to its page; the rest read all the list's pointers (small items carrying
 * what every sort needs) and sort them here.
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
 * The newest first's first pages read the pointers up to them (≤ 100, ~11 KB: ≤ 1.5 read units),
 * less than its counts by day (~2 units at two years of reviews) and a bucket; the pages after
 * them read the counted order.
 */
const NEAR_PAGES = 10;

/**
 * One page of the list in `partition`, sorted, with its meta; `keep` leaves
 * out pointers (e.g. hidden reviews). With `total` known (a company's, on its
 * profile) the newest first reads only the pointers up to the page, and with
 * `companyId` (its list is a company's) every order but unanswered reads only its page
 * (the newest first past its first pages).
 */
export async function reviewsPage(
  partition: string,
  order: keyof typeof ORDERS,
  page: number,
  { keep, total, companyId }: { keep?: (pointer: ReviewPointer) => boolean; total?: number; companyId?: string } = {},
): Promise<{ reviews: ReviewRecord[]; meta: ReturnType<typeof pageMeta> }> {
  const end = page * REVIEWS_PER_PAGE;
  const near = order === 'newest' && page <= NEAR_PAGES;
  if (order !== 'unanswered' && !near && companyId && total !== undefined && !keep) {
    const ids = await readOrderPage(companyId, order, {
      offset: end - REVIEWS_PER_PAGE,
      size: REVIEWS_PER_PAGE,
      total,
    });
    if (ids) return { reviews: await getReviews(ids), meta: pageMeta(total, page, REVIEWS_PER_PAGE) };
  }
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
