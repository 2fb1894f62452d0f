import type { Item, TransactWriteItem } from '#lib/db';
import {
  countedDelete,
  countedPut,
  countsItems,
  mergeCountWrites,
  readCountedPage,
  type Bucketing,
  type CountedList,
} from './counted-list';
import { keys, type ItemKey, type ReviewOrder } from './keys';

/**
 * A company's shown reviews in three orders (ACCESS-PATTERNS.md R1), each a counted list
 * (`counted-list.ts`): the newest first is its pointers by time; by rating and by likes, entries that are
 * nothing but a key. A page of any reads the counts, one bucket and its page, never the whole list. Every
 * write that shows, hides, deletes, re-rates or likes a review moves its entries and their buckets' counts
 * in the review's own transaction.
 */

/** What places a review in the orders (of its record, `reviews.ts`). */
export interface Placed {
  id: string;
  company_id: string;
  rating: number;
  likes_count: number;
  created_at: string;
}

export const REVIEW_ORDERS: readonly ReviewOrder[] = ['newest', 'rating', 'helpful'];

/**
 * Likes below this are counted per value and month (`0000012#2026-11`); from it on, per range of values of all
 * time, cut at the leading digit (`000006`: 60–69 likes, `00001`: 100–199, `0001`: 1,000–1,999, … 50 ranges up to
 * the 7 digits of the key). A multiple of 10 up to 100, so that no range is a prefix of a value's bucket.
 */
export const HELPFUL_MONTHLY_BELOW = 50;

const MONTHLY = '0000012#2026-11'.length;
const LIKES_DIGITS = 7;

/** The helpful order's bucket of an entry (`likes, 7 digits#created_at#id`): its value and month, or its range. */
function helpfulPrefix(sortKey: string): number {
  const likes = Number(sortKey.slice(0, LIKES_DIGITS));
  return likes < HELPFUL_MONTHLY_BELOW ? MONTHLY : LIKES_DIGITS - String(likes).length + 1;
}

/**
 * Buckets (ACCESS-PATTERNS.md, "review order counts", says what each costs and why the counts item stays
 * bounded): the UTC day (`2026-11-25`, ~70 pointers a day at 50,000 reviews in two years), the rating and a
 * third of a month (the tens digit of the day: `5#2026-11-2`), and the likes as `helpfulPrefix` cuts them. At
 * 50,000 reviews over two years a bucket holds ~140 and ~50 entries; the counts items gain at most 5 × 4 and
 * 50 attributes a month (~20 bytes each), and the helpful order 50 ranges once.
 */
const BUCKETING: Record<ReviewOrder, Bucketing> = {
  newest: { prefixLength: '2026-11-25'.length },
  rating: { prefixLength: '5#2026-11-2'.length },
  helpful: { prefixLength: helpfulPrefix },
};

const listOf = (companyId: string, order: ReviewOrder): CountedList => ({
  partition: keys.reviews.orderPartition(companyId, order),
  counts: keys.reviews.orderCounts(companyId, order),
});

function entryOf(review: Placed, order: ReviewOrder): ItemKey {
  if (order === 'newest') return keys.reviews.companyPointer(review.company_id, review.created_at, review.id);
  return order === 'rating'
    ? keys.reviews.ratingEntry(review.company_id, review.rating, review.created_at, review.id)
    : keys.reviews.helpfulEntry(review.company_id, review.likes_count, review.created_at, review.id);
}

/** The writes that put a newly shown review into the orders, `pointer` the newest first's entry (6 items). */
export const enterOrders = (review: Placed, pointer: object): TransactWriteItem[] =>
  REVIEW_ORDERS.flatMap((order) =>
    countedPut(
      listOf(review.company_id, order),
      { ...(order === 'newest' ? pointer : {}), ...entryOf(review, order) },
      BUCKETING[order],
    ),
  );

/** The writes that take a shown review out of the orders (6 items), placed as `review` says. */
export const leaveOrders = (review: Placed): TransactWriteItem[] =>
  REVIEW_ORDERS.flatMap((order) =>
    countedDelete(listOf(review.company_id, order), entryOf(review, order).sk, BUCKETING[order]),
  );

/**
 * The writes that move a review's entry in one order from where `before` places it to where `after` does
 * (the entry deleted and put, the counts in one update: 3 items); none when it does not move. The caller
 * makes them conditional on the review being `before` still.
 */
export function moveInOrder(before: Placed, after: Placed, order: ReviewOrder): TransactWriteItem[] {
  const from = entryOf(before, order);
  const to = entryOf(after, order);
  if (from.sk === to.sk) return [];
  const list = listOf(before.company_id, order);
  return mergeCountWrites([
    ...countedDelete(list, from.sk, BUCKETING[order]),
    ...countedPut(list, { ...to }, BUCKETING[order]),
  ]);
}

/**
 * The entries and counts items of the orders of these shown reviews, for seeding them whole (overwriting);
 * the newest first's entries, the pointers, are the reviews' own items.
 */
export function orderItemsForSeeding(reviews: readonly Placed[]): Item[] {
  return REVIEW_ORDERS.flatMap((order) => {
    const lists = new Map<string, { list: CountedList; sortKeys: string[] }>();
    for (const review of reviews) {
      const found = lists.get(review.company_id) ?? { list: listOf(review.company_id, order), sortKeys: [] };
      found.sortKeys.push(entryOf(review, order).sk);
      lists.set(review.company_id, found);
    }
    const counts = countsItems(
      new Map([...lists.values()].map(({ list, sortKeys }) => [list, sortKeys])),
      BUCKETING[order],
    );
    return order === 'newest' ? counts : [...reviews.map((review) => ({ ...entryOf(review, order) })), ...counts];
  });
}

/**
 * The ids of `size` reviews from `offset` in one order of a company's shown reviews: its counts item, then
 * one Query of the bucket the page starts in. Undefined (nothing more read) when the counts do not add up to
 * `total`: reviews written before the orders were kept, read from the pointers instead.
 */
export async function readOrderPage(
  companyId: string,
  order: ReviewOrder,
  { offset, size, total }: { offset: number; size: number; total: number },
): Promise<string[] | undefined> {
  const page = await readCountedPage<ItemKey>([listOf(companyId, order)], {
    offset,
    size,
    descending: true,
    compare: (a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0),
    withKeys: true,
    expected: total,
  });
  return page?.items.map(({ sk }) => keys.reviews.reviewOfEntry(sk));
}
