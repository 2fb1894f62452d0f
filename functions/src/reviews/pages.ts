import { REVIEWS_PER_PAGE } from '@migralink/shared/schemas/reviews';
import { keys, type ReviewOrder } from '#data/keys';
import { readAuthorPage, readOrderPage } from '#data/review-orders';
import { getReviews, listPointers, type ReviewPointer, type ReviewRecord } from '#data/reviews';
import { pageMeta } from '#search/pages';

/**
 * A page of a list of reviews, whatever its sort and number: its reviews' ids,
 * then one BatchGetItem of them. A company's shown reviews in any order and an
 * author's shown reviews read their counted list (`data/review-orders.ts`): its
 * counts and one bucket. Lists written before those were kept, and staff's list
 * of a user's reviews, read the list's pointers (small items carrying what every
 * sort needs) and sort them here.
 */

type ReviewsPage = { reviews: ReviewRecord[]; meta: ReturnType<typeof pageMeta> };

const newest = (a: ReviewPointer, b: ReviewPointer) => b.created_at.localeCompare(a.created_at);

/** The orders of a list: newest first; by rating, then newest; most liked, then newest; unanswered, then newest. */
const ORDERS: Record<ReviewOrder, (a: ReviewPointer, b: ReviewPointer) => number> = {
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

const pageOf = (page: number) => ({ offset: (page - 1) * REVIEWS_PER_PAGE, size: REVIEWS_PER_PAGE });

/**
 * One page of a company's shown reviews in `order`, `total` of them (its profile's `review_count`): the
 * newest first's first pages from its pointers up to the page, any other page from its counted order, and
 * from all its pointers when the order's counts do not add up to `total` (reviews written before it was kept).
 */
export async function companyReviewsPage(
  companyId: string,
  order: ReviewOrder,
  page: number,
  total: number,
): Promise<ReviewsPage> {
  const partition = keys.reviews.companyPartition(companyId);
  if (order === 'newest' && page <= NEAR_PAGES) return pointersPage(partition, order, page, { total });
  const ids = await readOrderPage(companyId, order, { ...pageOf(page), total });
  if (!ids) return pointersPage(partition, order, page, { total });
  return { reviews: await getReviews(ids), meta: pageMeta(total, page, REVIEWS_PER_PAGE) };
}

/**
 * One page of an author's shown reviews, newest first: from their counted list, or, when it is not whole
 * (reviews written before it was kept), from all their pointers but the hidden and withheld ones.
 */
export async function authorReviewsPage(userId: string, page: number): Promise<ReviewsPage> {
  const counted = await readAuthorPage(userId, pageOf(page));
  if (!counted)
    return pointersPage(keys.reviews.authorPartition(userId), 'newest', page, {
      keep: (pointer) => !pointer.hidden && !pointer.withheld,
    });
  return { reviews: await getReviews(counted.ids), meta: pageMeta(counted.total, page, REVIEWS_PER_PAGE) };
}

/**
 * One page of the list in `partition`, sorted, with its meta, from its pointers; `keep` leaves
 * out pointers (e.g. hidden reviews). With `total` known (a company's, on its profile) the newest
 * first reads only the pointers up to the page; otherwise all of them.
 */
export async function pointersPage(
  partition: string,
  order: ReviewOrder,
  page: number,
  { keep, total }: { keep?: (pointer: ReviewPointer) => boolean; total?: number } = {},
): Promise<ReviewsPage> {
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
