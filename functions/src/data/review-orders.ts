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
 * The counted lists a shown review is in (ACCESS-PATTERNS.md R1, R12 and R13), each a counted list
 * (`counted-list.ts`): its company's four orders (the newest first is its pointers by time; by rating, by
 * likes and unanswered first, entries that are nothing but a key) and its author's public list (entries by
 * time). A page of any reads the counts, one bucket and its page, never the whole list. Every write that
 * shows, hides, withholds, deletes, re-rates, likes or answers a review moves its entries and their buckets'
 * counts in the review's own transaction.
 */

/** What places a review in the lists (of its record, `reviews.ts`). */
export interface Placed {
  id: string;
  company_id: string;
  author_id: string;
  rating: number;
  likes_count: number;
  answered: boolean;
  created_at: string;
}

export const REVIEW_ORDERS: readonly ReviewOrder[] = ['newest', 'rating', 'helpful', 'unanswered'];

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
 * third of a month (the tens digit of the day: `5#2026-11-2`), the likes as `helpfulPrefix` cuts them, and
 * answered or not and the day (`1#2026-11-25`). At 50,000 reviews over two years a bucket holds ~140, ~50
 * and ≤ ~70 entries; the counts items gain at most 5 × 4, 50 and 2 × 31 attributes a month (~20 bytes
 * each), and the helpful order 50 ranges once. An author's list is bucketed by day as the newest first.
 */
const BUCKETING: Record<ReviewOrder, Bucketing> = {
  newest: { prefixLength: '2026-11-25'.length },
  rating: { prefixLength: '5#2026-11-2'.length },
  helpful: { prefixLength: helpfulPrefix },
  unanswered: { prefixLength: '1#2026-11-25'.length },
};

const listOf = (companyId: string, order: ReviewOrder): CountedList => ({
  partition: keys.reviews.orderPartition(companyId, order),
  counts: keys.reviews.orderCounts(companyId, order),
});

const authorList = (userId: string): CountedList => ({
  partition: keys.reviews.authorEntryPartition(userId),
  counts: keys.reviews.authorEntryCounts(userId),
});

function entryOf(review: Placed, order: ReviewOrder): ItemKey {
  const { company_id: companyId, created_at: createdAt, id } = review;
  switch (order) {
    case 'newest':
      return keys.reviews.companyPointer(companyId, createdAt, id);
    case 'rating':
      return keys.reviews.ratingEntry(companyId, review.rating, createdAt, id);
    case 'helpful':
      return keys.reviews.helpfulEntry(companyId, review.likes_count, createdAt, id);
    case 'unanswered':
      return keys.reviews.unansweredEntry(companyId, review.answered, createdAt, id);
  }
}

const authorEntryOf = (review: Placed) => keys.reviews.authorEntry(review.author_id, review.created_at, review.id);

/**
 * The writes that put a newly shown review into its company's orders, `pointer` the newest first's entry, and
 * into its author's list (10 items). `authorWhole` (a new review's) marks the author's list whole unless it
 * was marked already: true when the author had no review before it (`countedPut`).
 */
export const enterOrders = (review: Placed, pointer: object, authorWhole?: boolean): TransactWriteItem[] => [
  ...REVIEW_ORDERS.flatMap((order) =>
    countedPut(
      listOf(review.company_id, order),
      { ...(order === 'newest' ? pointer : {}), ...entryOf(review, order) },
      BUCKETING[order],
    ),
  ),
  ...countedPut(authorList(review.author_id), { ...authorEntryOf(review) }, BUCKETING.newest, authorWhole),
];

/** The writes that take a shown review out of its company's orders and its author's list (10 items), placed as `review` says. */
export const leaveOrders = (review: Placed): TransactWriteItem[] => [
  ...REVIEW_ORDERS.flatMap((order) =>
    countedDelete(listOf(review.company_id, order), entryOf(review, order).sk, BUCKETING[order]),
  ),
  ...countedDelete(authorList(review.author_id), authorEntryOf(review).sk, BUCKETING.newest),
];

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
 * The entries and counts items of the orders and the authors' lists of these shown reviews, for seeding them
 * whole (overwriting; an author's list is marked whole, so every shown review of theirs must be among them);
 * the newest first's entries, the pointers, are the reviews' own items.
 */
export function orderItemsForSeeding(reviews: readonly Placed[]): Item[] {
  const seeded = (
    listOfReview: (review: Placed) => CountedList,
    entry: (review: Placed) => ItemKey,
    bucketing: Bucketing,
    withEntries: boolean,
  ): Item[] => {
    const lists = new Map<string, { list: CountedList; sortKeys: string[] }>();
    for (const review of reviews) {
      const list = listOfReview(review);
      const found = lists.get(list.partition) ?? { list, sortKeys: [] };
      found.sortKeys.push(entry(review).sk);
      lists.set(list.partition, found);
    }
    const counts = countsItems(new Map([...lists.values()].map(({ list, sortKeys }) => [list, sortKeys])), bucketing);
    return withEntries ? [...reviews.map((review) => ({ ...entry(review) })), ...counts] : counts;
  };
  return [
    ...REVIEW_ORDERS.flatMap((order) =>
      seeded(
        (review) => listOf(review.company_id, order),
        (review) => entryOf(review, order),
        BUCKETING[order],
        order !== 'newest',
      ),
    ),
    ...seeded((review) => authorList(review.author_id), authorEntryOf, BUCKETING.newest, true),
  ];
}

/** Entries read backwards: the highest sort key first. */
const highestKeyFirst = (a: ItemKey, b: ItemKey) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0);

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
    compare: highestKeyFirst,
    withKeys: true,
    expected: total,
  });
  return page?.items.map(({ sk }) => keys.reviews.reviewOfEntry(sk));
}

/**
 * The ids of `size` of an author's shown reviews from `offset`, newest first, and how many they have: the counts
 * of their list, then one Query of the day the page starts on. Undefined (nothing more read) when the list is
 * not marked whole: an author with reviews written before it was kept, read from the pointers instead.
 */
export async function readAuthorPage(
  userId: string,
  { offset, size }: { offset: number; size: number },
): Promise<{ ids: string[]; total: number } | undefined> {
  const page = await readCountedPage<ItemKey>([authorList(userId)], {
    offset,
    size,
    descending: true,
    compare: highestKeyFirst,
    withKeys: true,
    whole: true,
  });
  return page && { ids: page.items.map(({ sk }) => keys.reviews.reviewOfEntry(sk)), total: page.total };
}
