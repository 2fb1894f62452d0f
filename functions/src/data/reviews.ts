import type { LocalizedText } from '@migralink/shared/locales';
import type { ReactionType, ReviewOutcome } from '@migralink/shared/schemas/reviews';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { TransactWriteItem } from '#lib/db';
import { getAll } from './batch-get';
import { conditionHeld } from './conditional';
import { withoutKeys } from './items';
import { keys, type ItemKey } from './keys';
import { enterOrders, leaveOrders, moveInOrder, orderItemsForSeeding } from './review-orders';
import { commentBytes, threadBytes, threadRoom } from './review-thread';
import { AGAIN, cancellation, conditionFailed, decideAgain, decideAgainAtOnce, transact } from './transact';

/**
 * Reviews (ACCESS-PATTERNS.md R1–R9). Every change of a count is an atomic
 * update inside the transaction that makes the change, conditional on the
 * state it was decided on, so counts stay exact however many users act at
 * once: a review's likes and comments, a comment's likes and dislikes, the
 * company's total, rating sum and breakdown (kept on its profile, where its
 * cards read them).
 */

/** A comment in its review's thread; a deleted one stays as a tombstone so the places after it never move. */
export interface CommentRecord {
  id: string;
  author_id: string;
  author_name: string;
  is_company: boolean;
  text: string;
  likes_count: number;
  dislikes_count: number;
  deleted: boolean;
  created_at: string;
  updated_at: string;
}

export interface ReviewReport {
  reason: string;
  /** The reviewed company reported it. */
  company: boolean;
  reported_at: string;
}

export interface ReviewRecord {
  id: string;
  company_id: string;
  /** The company as the review was written (its name in every language it had), so lists read nothing more. */
  company_slug: string;
  company_name: LocalizedText;
  author_id: string;
  /** "Ada L.": the author's first name and initial, as shown. */
  author_name: string;
  rating: number;
  text: string;
  service: string | null;
  outcome: ReviewOutcome | null;
  processing_days: number | null;
  likes_count: number;
  comments_count: number;
  comments: CommentRecord[];
  /**
   * What the thread measures in bytes (`review-thread.ts`), moved with every
   * change of it; absent on a review stored before it was kept, until the first
   * change of its thread counts it.
   */
  thread_bytes?: number;
  answered: boolean;
  hidden: { reason: string; at: string; by: string } | null;
  /**
   * Set while its author is blocked (when the block reached it), apart from `hidden`: out of the public as a
   * hidden review is, back when the block is lifted unless staff hid it meanwhile (`withholdingWrites`).
   */
  withheld_at?: string;
  reports: ReviewReport[];
  /** Its place in the staff queue while reported and undecided. */
  queued_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What a list needs of each review to sort a page: its pointer. */
export interface ReviewPointer {
  review_id: string;
  created_at: string;
  rating: number;
  likes: number;
  answered: boolean;
  hidden?: boolean;
  /** Its author is blocked: out of the author's public list until the block is lifted. */
  withheld?: boolean;
}

/** Where a comment is. */
export interface CommentPlace {
  review_id: string;
  index: number;
  author_id: string;
}

/** Whether the public sees a review: neither hidden by staff nor withheld while its author is blocked. */
export const isShown = (review: Pick<ReviewRecord, 'hidden' | 'withheld_at'>): boolean =>
  !review.hidden && !review.withheld_at;

/** The condition of every write that only a shown review takes (`isShown` as DynamoDB reads it; `:none` is null). */
const SHOWN = '#hidden = :none AND attribute_not_exists(withheld_at)';

/** The company profile's review counters: total, rating sum, and how many of each rating. */
const summaryChange = (rating: number, sign: 1 | -1) => ({
  UpdateExpression: `ADD review_count :count, review_sum :sum, review_r${rating} :count`,
  ExpressionAttributeValues: { ':count': sign, ':sum': sign * rating },
});

const pointerOf = (review: ReviewRecord): ReviewPointer => ({
  review_id: review.id,
  created_at: review.created_at,
  rating: review.rating,
  likes: review.likes_count,
  answered: review.answered,
});

/**
 * An update of a transaction. Attribute names written `#name` in the
 * expressions (DynamoDB reserves words such as `hidden`, `text`, `comments`)
 * are declared from the expressions themselves.
 */
const update = (
  key: ItemKey,
  expression: string,
  values: Record<string, unknown>,
  condition?: string,
): TransactWriteItem => ({
  Update: {
    TableName: config.tableName,
    Key: { ...key },
    UpdateExpression: expression,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    ...(condition ? { ConditionExpression: condition } : {}),
    ...namesIn(expression, condition),
  },
});

/** `ExpressionAttributeNames` for the `#name` placeholders of the expressions, none when there are none. */
function namesIn(...expressions: (string | undefined)[]): { ExpressionAttributeNames?: Record<string, string> } {
  const names = [...new Set(expressions.join(' ').match(/#\w+/g) ?? [])];
  return names.length
    ? { ExpressionAttributeNames: Object.fromEntries(names.map((name) => [name, name.slice(1)])) }
    : {};
}

/** The review already written by this user of this company (a second one is refused). */
export class AlreadyReviewedError extends Error {
  override name = 'AlreadyReviewedError';
}

/**
 * Stores a new review: the item, the one-per-user marker, its pointers in the
 * company's and the author's lists, its entries in the company's orders by
 * rating, by likes and unanswered first and in the author's public list, and
 * the company's counters (on condition that the company is still public), in
 * one transaction. The author's list starts whole with their first review
 * (`hasReviews` read first); one of an author with reviews from before it was
 * kept is never marked whole, and is read from the pointers.
 */
export async function putReview(
  review: ReviewRecord,
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<'stored' | 'reviewed' | 'gone'> {
  const first = !(await hasReviews(review.author_id));
  const put = (key: ItemKey, item: object, condition?: string): TransactWriteItem => ({
    Put: {
      TableName: config.tableName,
      Item: { ...key, ...item },
      ...(condition ? { ConditionExpression: condition } : {}),
    },
  });
  try {
    await transact([
      put(
        keys.reviews.reviewer(review.company_id, review.author_id),
        { review_id: review.id },
        'attribute_not_exists(pk)',
      ),
      put(keys.reviews.item(review.id), review, 'attribute_not_exists(pk)'),
      put(keys.reviews.authorPointer(review.author_id, review.created_at, review.id), pointerOf(review)),
      update(
        keys.company.profile(review.company_id),
        summaryChange(review.rating, 1).UpdateExpression,
        {
          ...summaryChange(review.rating, 1).ExpressionAttributeValues,
          ':yes': true,
        },
        'published = :yes',
      ),
      ...enterOrders(review, pointerOf(review), first),
      ...alsoWrite,
    ]);
    return 'stored';
  } catch (error) {
    const reasons = cancellation(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') return 'reviewed';
    if (reasons?.[3] === 'ConditionalCheckFailed') return 'gone';
    throw error;
  }
}

/** Whether the author has a review stored: one Query of one key of their pointers (strongly consistent). */
async function hasReviews(authorId: string): Promise<boolean> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.reviews.authorPartition(authorId) },
    ProjectionExpression: 'sk',
    ConsistentRead: true,
    Limit: 1,
  });
  return Items.length > 0;
}

/**
 * Reviews' items as the seeding writes them (overwriting the same ones on every run), the shown ones'
 * orders with their counts whole; the counters are the profile's.
 */
export function reviewItemsForSeeding(reviews: readonly ReviewRecord[]) {
  return [...reviews.flatMap(itemsOfReview), ...orderItemsForSeeding(reviews.filter((review) => !review.hidden))];
}

function itemsOfReview(review: ReviewRecord) {
  return [
    { ...keys.reviews.item(review.id), ...review, thread_bytes: threadBytes(review.comments) },
    { ...keys.reviews.reviewer(review.company_id, review.author_id), review_id: review.id },
    ...(review.hidden
      ? []
      : [{ ...keys.reviews.companyPointer(review.company_id, review.created_at, review.id), ...pointerOf(review) }]),
    { ...keys.reviews.authorPointer(review.author_id, review.created_at, review.id), ...pointerOf(review) },
    ...review.comments.map((comment, index) => ({
      ...keys.reviews.comment(comment.id),
      review_id: review.id,
      index,
      author_id: comment.author_id,
    })),
  ];
}

export async function getReview(reviewId: string, consistent = false): Promise<ReviewRecord | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.reviews.item(reviewId) },
    ConsistentRead: consistent,
  });
  return Item && withoutKeys<ReviewRecord>(Item);
}

/** Reviews by id, in the order asked (one BatchGetItem per 100); those gone are left out. */
export async function getReviews(reviewIds: readonly string[]): Promise<ReviewRecord[]> {
  if (reviewIds.length === 0) return [];
  const found = await getAll(reviewIds.map((id) => keys.reviews.item(id)));
  const byId = new Map(found.map((item) => [String(item.id), withoutKeys<ReviewRecord>(item)]));
  return reviewIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The pointers of a list (a company's or an author's): all of them, oldest
 * first, or with `newest` only that many from the newest end: one Query of
 * small items either way (more only past 1 MB, some 7,000 pointers).
 */
export async function listPointers(partition: string, newest?: number): Promise<ReviewPointer[]> {
  if (newest === undefined) {
    const { Items = [] } = await db.Query({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      paginate: true,
    });
    return Items.map((item) => withoutKeys<ReviewPointer>(item));
  }
  // A Query's limit is per page of 1 MB: read on only while the page is short of it.
  const pointers: ReviewPointer[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await db.Query({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: newest - pointers.length,
      ...(start ? { ExclusiveStartKey: start } : {}),
    });
    pointers.push(...Items.map((item) => withoutKeys<ReviewPointer>(item)));
    start = LastEvaluatedKey;
  } while (start && pointers.length < newest);
  return pointers;
}

/**
 * Changes the author's own review: its texts and rating, the pointers' rating,
 * its entry in the order by rating and the company's counters, on condition that it is still the author's,
 * shown, and of the rating it was read with (a concurrent change is 409).
 */
export async function rewriteReview(
  before: ReviewRecord,
  after: Pick<ReviewRecord, 'rating' | 'text' | 'service' | 'outcome' | 'processing_days' | 'updated_at'>,
): Promise<boolean> {
  const ratingChanges = after.rating !== before.rating;
  try {
    await transact([
      update(
        keys.reviews.item(before.id),
        'SET rating = :rating, #text = :text, service = :service, outcome = :outcome, processing_days = :days, updated_at = :now',
        {
          ':rating': after.rating,
          ':text': after.text,
          ':service': after.service,
          ':outcome': after.outcome,
          ':days': after.processing_days,
          ':now': after.updated_at,
          ':author': before.author_id,
          ':old': before.rating,
          ':none': null,
        },
        `author_id = :author AND rating = :old AND ${SHOWN}`,
      ),
      ...(ratingChanges
        ? [
            update(
              keys.reviews.companyPointer(before.company_id, before.created_at, before.id),
              'SET rating = :rating',
              {
                ':rating': after.rating,
              },
            ),
            update(keys.reviews.authorPointer(before.author_id, before.created_at, before.id), 'SET rating = :rating', {
              ':rating': after.rating,
            }),
            update(
              keys.company.profile(before.company_id),
              `ADD review_sum :sum, review_r${before.rating} :less, review_r${after.rating} :more`,
              { ':sum': after.rating - before.rating, ':less': -1, ':more': 1 },
            ),
            ...moveInOrder(before, { ...before, rating: after.rating }, 'rating'),
          ]
        : []),
    ]);
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Deletes the author's own review with its comments (their places go with
 * it), its marker, pointers and entries in the orders, and takes it out of the
 * counters when it counted (a hidden one no longer does). Decided on the review
 * as read: a change of it meanwhile (a like moves its entry) reads it again.
 */
export async function removeReview(seen: ReviewRecord): Promise<boolean> {
  let review = seen;
  const removed = await decideAgain(async () => {
    try {
      await transact(removalWrites(review));
      return true;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      const now = await getReview(seen.id, true);
      if (!now || now.author_id !== seen.author_id) return false;
      review = now;
      return AGAIN;
    }
  });
  if (!removed) return false;
  // The comments' places point at nothing now; a reaction or edit of one finds no review (404).
  await Promise.all(
    review.comments.map((comment) =>
      db.DeleteItem({ TableName: config.tableName, Key: { ...keys.reviews.comment(comment.id) } }),
    ),
  );
  return true;
}

function removalWrites(review: ReviewRecord): TransactWriteItem[] {
  const del = (key: ItemKey, condition?: string, values?: Record<string, unknown>): TransactWriteItem => ({
    Delete: {
      TableName: config.tableName,
      Key: { ...key },
      ...(condition ? { ConditionExpression: condition, ExpressionAttributeValues: values } : {}),
    },
  });
  return [
    del(
      keys.reviews.item(review.id),
      `author_id = :author AND updated_at = :seen AND likes_count = :likes AND ${withheldAsRead(review)}`,
      {
        ':author': review.author_id,
        ':seen': review.updated_at,
        ':likes': review.likes_count,
        ...(review.withheld_at ? { ':withheld': review.withheld_at } : {}),
      },
    ),
    del(keys.reviews.reviewer(review.company_id, review.author_id)),
    del(keys.reviews.authorPointer(review.author_id, review.created_at, review.id)),
    ...(review.queued_at ? [del(keys.reviews.reported(review.queued_at, review.id))] : []),
    ...(isShown(review) ? leavingPublic(review) : []),
  ];
}

/** The condition that a review is still withheld or not as read (`:withheld` its `withheld_at` when it is). */
const withheldAsRead = (review: ReviewRecord) =>
  review.withheld_at ? 'withheld_at = :withheld' : 'attribute_not_exists(withheld_at)';

/** A shown review leaving the public: out of its company's counters and orders and its author's list (11 items). */
const leavingPublic = (review: ReviewRecord): TransactWriteItem[] => [
  update(
    keys.company.profile(review.company_id),
    summaryChange(review.rating, -1).UpdateExpression,
    summaryChange(review.rating, -1).ExpressionAttributeValues,
  ),
  ...leaveOrders(review),
];

/** The caller's reactions to these reviews and comments (their ids): one BatchGetItem per 100. */
export async function reactionsOf(userId: string, targetIds: readonly string[]): Promise<Map<string, ReactionType>> {
  const reactions = new Map<string, ReactionType>();
  for (let start = 0; start < targetIds.length; start += 100) {
    const found = await getAll(targetIds.slice(start, start + 100).map((id) => keys.reviews.reaction(userId, id)));
    for (const item of found) reactions.set(String(item.sk), item.type as ReactionType);
  }
  return reactions;
}

/**
 * Which of these reviews' authors were clients of the company they reviewed (a lead marked done): one
 * BatchGetItem of a page's pairs, whichever companies they are of. Answers the pairs found as
 * `clientPair` spells them.
 */
export async function clientsAmong(
  reviews: readonly Pick<ReviewRecord, 'company_id' | 'author_id'>[],
): Promise<Set<string>> {
  const unique = [...new Map(reviews.map((review) => [clientPair(review), review])).values()];
  if (unique.length === 0) return new Set();
  const found = await getAll(unique.map((review) => keys.reviews.client(review.company_id, review.author_id)));
  return new Set(
    found.map((item) => clientPair({ company_id: String(item.company_id), author_id: String(item.user_id) })),
  );
}

/** A review's company and author as one text, to look a pair up in `clientsAmong`'s answer. */
export const clientPair = (review: Pick<ReviewRecord, 'company_id' | 'author_id'>) =>
  `${review.company_id}#${review.author_id}`;

/** Marks a user as a client of a company: a lead of theirs to it was marked done. */
export async function markClient(companyId: string, userId: string, at: string): Promise<void> {
  await db.PutItem({
    TableName: config.tableName,
    Item: { ...keys.reviews.client(companyId, userId), user_id: userId, company_id: companyId, marked_at: at },
  });
}

/** What a user's reaction to a target is now (a strongly consistent read: the transaction is decided on it). */
async function currentReaction(userId: string, targetId: string): Promise<ReactionType | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.reviews.reaction(userId, targetId) },
    ConsistentRead: true,
  });
  return Item?.type as ReactionType | undefined;
}

/** The reaction item's write: set to `next`, or cleared, on condition that it still is `previous`. */
function reactionWrite(
  userId: string,
  targetId: string,
  previous: ReactionType | undefined,
  next: ReactionType | undefined,
): TransactWriteItem {
  const key = { ...keys.reviews.reaction(userId, targetId) };
  const condition = previous ? '#type = :previous' : 'attribute_not_exists(pk)';
  const guard = {
    ConditionExpression: condition,
    ...(previous
      ? { ExpressionAttributeNames: { '#type': 'type' }, ExpressionAttributeValues: { ':previous': previous } }
      : {}),
  };
  return next
    ? { Put: { TableName: config.tableName, Item: { ...key, type: next }, ...guard } }
    : { Delete: { TableName: config.tableName, Key: key, ...guard } };
}

/**
 * Likes a review, or takes the like back (docs/product.md, "Reactions"): one transaction of the
 * reaction, the review's count, its pointer's and its entry in the order by likes (moved from its
 * count as read to the new one), decided on the reaction and the review's count as read; when
 * another press came between, they are read and it is decided again at once (`decideAgainAtOnce`).
 * Undefined when the review is gone or hidden.
 */
export async function toggleReviewLike(
  userId: string,
  seen: ReviewRecord,
): Promise<{ reacted: boolean; likes_count: number } | undefined> {
  let review: ReviewRecord | undefined = seen;
  return decideAgainAtOnce(async () => {
    if (!review || !isShown(review)) return undefined;
    const previous = await currentReaction(userId, review.id);
    const liked = { ...review, likes_count: review.likes_count + (previous ? -1 : 1) };
    try {
      await transact([
        reactionWrite(userId, review.id, previous, previous ? undefined : 'like'),
        update(
          keys.reviews.item(review.id),
          'SET likes_count = :likes',
          { ':likes': liked.likes_count, ':seen': review.likes_count, ':none': null },
          `likes_count = :seen AND ${SHOWN}`,
        ),
        update(keys.reviews.companyPointer(review.company_id, review.created_at, review.id), 'SET likes = :likes', {
          ':likes': liked.likes_count,
        }),
        ...moveInOrder(review, liked, 'helpful'),
      ]);
      return { reacted: !previous, likes_count: liked.likes_count };
    } catch (error) {
      const reasons = cancellation(error);
      if (reasons?.[1] === 'ConditionalCheckFailed') review = await getReview(seen.id, true);
      else if (reasons?.[0] !== 'ConditionalCheckFailed') throw error;
      return AGAIN;
    }
  }, LIKERS_AT_ONCE);
}

/** How many likes of one review at once each land (one a round; more may be told to try again, 409). */
const LIKERS_AT_ONCE = 30;

/** The counts a comment reaction moves: a first sets, the same again clears, the other switches (docs/product.md, "Reactions"). */
export function reactionMove(
  previous: ReactionType | undefined,
  pressed: ReactionType,
): { next: ReactionType | undefined; likes: number; dislikes: number } {
  const delta = (type: ReactionType | undefined, sign: number) => ({
    likes: type === 'like' ? sign : 0,
    dislikes: type === 'dislike' ? sign : 0,
  });
  const next = previous === pressed ? undefined : pressed;
  const removed = delta(previous, -1);
  const added = delta(next, 1);
  return { next, likes: removed.likes + added.likes, dislikes: removed.dislikes + added.dislikes };
}

/** Where a comment is, or undefined. */
export async function findComment(commentId: string): Promise<CommentPlace | undefined> {
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...keys.reviews.comment(commentId) } });
  return Item && withoutKeys<CommentPlace>(Item);
}

/**
 * Reacts to a comment: one transaction of the reaction and the comment's two
 * counts (by its place in the thread), decided on the reaction as read.
 * Undefined when the comment or its review is gone, or the review hidden.
 */
export async function reactToComment(
  userId: string,
  commentId: string,
  place: CommentPlace,
  pressed: ReactionType,
): Promise<{ reaction: ReactionType | undefined; likes_count: number; dislikes_count: number } | undefined> {
  const at = `#comments[${place.index}]`;
  return decideAgain(async () => {
    const previous = await currentReaction(userId, commentId);
    const move = reactionMove(previous, pressed);
    try {
      await transact([
        reactionWrite(userId, commentId, previous, move.next),
        update(
          keys.reviews.item(place.review_id),
          `SET ${at}.likes_count = ${at}.likes_count + :likes, ${at}.dislikes_count = ${at}.dislikes_count + :dislikes`,
          { ':likes': move.likes, ':dislikes': move.dislikes, ':id': commentId, ':no': false, ':none': null },
          `${at}.id = :id AND ${at}.deleted = :no AND ${SHOWN}`,
        ),
      ]);
    } catch (error) {
      const reasons = cancellation(error);
      if (reasons?.[1] === 'ConditionalCheckFailed') return undefined;
      if (reasons?.[0] === 'ConditionalCheckFailed') return AGAIN;
      throw error;
    }
    const review = await getReview(place.review_id, true);
    const comment = review?.comments[place.index];
    return comment && { reaction: move.next, likes_count: comment.likes_count, dislikes_count: comment.dislikes_count };
  });
}

/**
 * The review as read, with its `thread_bytes`: a review stored before it was
 * kept has it counted and stored first (on condition that it is still absent:
 * every change of a thread needs it, so none can come between).
 */
async function withThreadBytes(
  review: ReviewRecord | undefined,
): Promise<(ReviewRecord & { thread_bytes: number }) | undefined> {
  if (!review || review.thread_bytes !== undefined)
    return review as (ReviewRecord & { thread_bytes: number }) | undefined;
  const counted = threadBytes(review.comments);
  const stored = await conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.reviews.item(review.id) },
      UpdateExpression: 'SET thread_bytes = :bytes',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(thread_bytes)',
      ExpressionAttributeValues: { ':bytes': counted },
    }),
  );
  if (stored) return { ...review, thread_bytes: counted };
  return (await getReview(review.id, true)) as (ReviewRecord & { thread_bytes: number }) | undefined;
}

/**
 * What a change of the thread by `delta` bytes adds to its review's update:
 * it moves `thread_bytes`, and when it grows the thread it is on condition
 * that the thread stays within `room` (a shrinking change always may).
 */
const threadChange = (delta: number, room: number) => ({
  add: 'thread_bytes :delta',
  condition: delta > 0 ? 'thread_bytes <= :room' : 'attribute_exists(thread_bytes)',
  values: { ':delta': delta, ...(delta > 0 ? { ':room': room - delta } : {}) },
});

/**
 * Appends a comment to a review's thread at the next place (decided on the
 * thread as read: a comment added meanwhile makes it read again), with its
 * place item; the company's first answer marks the review answered and moves
 * its entry in the order unanswered first to the answered ones. `full` when the
 * comment does not fit in the room the thread has for it (`review-thread.ts`),
 * `gone` when the review is (or is hidden).
 */
export async function appendComment(
  reviewId: string,
  comment: CommentRecord,
): Promise<{ review: ReviewRecord; index: number } | 'full' | 'gone'> {
  const room = threadRoom(comment);
  const bytes = commentBytes(comment);
  return decideAgain(async () => {
    const review = await withThreadBytes(await getReview(reviewId, true));
    if (!review || !isShown(review)) return 'gone';
    const index = review.comments.length;
    if (index >= room.places || review.thread_bytes + bytes > room.bytes) return 'full';
    const change = threadChange(bytes, room.bytes);
    try {
      await transact([
        update(
          keys.reviews.item(reviewId),
          `SET comments = list_append(#comments, :comment)${comment.is_company ? ', answered = :yes' : ''} ADD comments_count :one, ${change.add}`,
          {
            ':comment': [comment],
            ':one': 1,
            ':places': index,
            ':none': null,
            ...change.values,
            ...(comment.is_company ? { ':yes': true } : {}),
          },
          `size(#comments) = :places AND ${SHOWN} AND ${change.condition}`,
        ),
        {
          Put: {
            TableName: config.tableName,
            Item: { ...keys.reviews.comment(comment.id), review_id: reviewId, index, author_id: comment.author_id },
          },
        },
        ...(comment.is_company
          ? [
              update(
                keys.reviews.companyPointer(review.company_id, review.created_at, review.id),
                'SET answered = :yes',
                { ':yes': true },
              ),
              ...moveInOrder(review, { ...review, answered: true }, 'unanswered'),
            ]
          : []),
      ]);
      return { review, index };
    } catch (error) {
      if (conditionFailed(error)) return AGAIN;
      throw error;
    }
  });
}

/**
 * Reads the author's own comment (consistently) and decides a change of it:
 * `gone` when it is not theirs, deleted, or its review is gone or hidden.
 */
async function ownComment(place: CommentPlace, commentId: string, authorId: string) {
  const review = await withThreadBytes(await getReview(place.review_id, true));
  const comment = review?.comments[place.index];
  if (!review || !isShown(review) || !comment || comment.id !== commentId) return undefined;
  if (comment.author_id !== authorId || comment.deleted) return undefined;
  return { review, comment };
}

/**
 * Rewrites the author's own comment to `changed` (its text and date), moving
 * `thread_bytes` by the difference, on condition that the comment is still as
 * read and the review shown; a change meanwhile makes it decide again.
 */
async function rewriteComment(
  place: CommentPlace,
  commentId: string,
  authorId: string,
  change: Pick<CommentRecord, 'text' | 'updated_at' | 'deleted'>,
  extra: TransactWriteItem[] = [],
): Promise<'changed' | 'gone' | 'full'> {
  const at = `#comments[${place.index}]`;
  return decideAgain(async () => {
    const found = await ownComment(place, commentId, authorId);
    if (!found) return 'gone';
    const { review, comment } = found;
    const changed = { ...comment, ...change };
    const delta = commentBytes(changed) - commentBytes(comment);
    const room = threadRoom(comment).bytes;
    if (delta > 0 && review.thread_bytes + delta > room) return 'full';
    const bytes = threadChange(delta, room);
    const deleting = changed.deleted;
    try {
      await transact([
        update(
          keys.reviews.item(place.review_id),
          `SET ${at}.#text = :text, ${at}.updated_at = :now, ${at}.deleted = :deleted ADD ${bytes.add}${deleting ? ', comments_count :less' : ''}`,
          {
            ':text': changed.text,
            ':now': changed.updated_at,
            ':deleted': changed.deleted,
            ':id': commentId,
            ':author': authorId,
            ':no': false,
            ':old': comment.text,
            ':none': null,
            ...bytes.values,
            ...(deleting ? { ':less': -1 } : {}),
          },
          `${at}.id = :id AND ${at}.author_id = :author AND ${at}.deleted = :no AND ${at}.#text = :old AND ${SHOWN} AND ${bytes.condition}`,
        ),
        ...extra,
      ]);
      return 'changed';
    } catch (error) {
      if (conditionFailed(error)) return AGAIN;
      throw error;
    }
  });
}

/**
 * Changes the text of the author's own comment: `gone` when it is not theirs,
 * deleted, or its review is gone or hidden; `full` when a longer text does not
 * fit in the room its thread has left.
 */
export function editComment(place: CommentPlace, commentId: string, authorId: string, text: string, now: string) {
  return rewriteComment(place, commentId, authorId, { text, updated_at: now, deleted: false });
}

/** Deletes the author's own comment (a tombstone keeps its place) and lowers the count; false when not theirs or gone (or its review hidden). */
export async function deleteComment(place: CommentPlace, commentId: string, authorId: string, now: string) {
  const deleted = await rewriteComment(place, commentId, authorId, { text: '', updated_at: now, deleted: true }, [
    { Delete: { TableName: config.tableName, Key: { ...keys.reviews.comment(commentId) } } },
  ]);
  return deleted === 'changed';
}

/**
 * The reviewed company reports a review to staff: the report is kept on the
 * review, and the review enters the staff queue at its first report. Once per
 * company and review (of two at once, one is kept, the other is `reported`).
 * `reported` when it did already, `gone` when the review is (or is hidden).
 */
export async function reportByCompany(
  seen: ReviewRecord,
  reason: string,
  now: string,
): Promise<'queued' | 'reported' | 'gone'> {
  let review: ReviewRecord | undefined = seen;
  return decideAgain(async () => {
    if (!review || !isShown(review)) return 'gone';
    if (review.reports.some((report) => report.company)) return 'reported';
    const queuedAt = review.queued_at ?? now;
    try {
      await transact([
        update(
          keys.reviews.item(review.id),
          'SET reports = list_append(#reports, :report), queued_at = :queued',
          {
            ':report': [{ reason, company: true, reported_at: now }],
            ':queued': queuedAt,
            ':seen': review.reports.length,
            ':none': null,
          },
          `size(#reports) = :seen AND ${SHOWN}`,
        ),
        {
          Put: {
            TableName: config.tableName,
            Item: { ...keys.reviews.reported(queuedAt, review.id), review_id: review.id },
          },
        },
      ]);
      return 'queued';
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      // Another report, or the hiding, came first: decide again on the review as it is now.
      review = await getReview(seen.id, true);
      return AGAIN;
    }
  });
}

/** A page of the staff queue of reported reviews, oldest first: one Query of its entries (the total) and one BatchGetItem. */
export async function listReported(page: number, perPage: number): Promise<{ total: number; reviews: ReviewRecord[] }> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.reviews.reportedPartition },
    paginate: true,
  });
  const ids = Items.slice((page - 1) * perPage, page * perPage).map((item) => String(item.review_id));
  return { total: Items.length, reviews: await getReviews(ids) };
}

/**
 * Staff hide a review with a reason: it leaves the company's list, its orders,
 * its counters and the queue; the author's list keeps it marked hidden (staff
 * see it there). A review withheld while its author is blocked may be hidden too, and stays hidden after. Conditional on it being shown still and as read (a like
 * meanwhile moved its entry: it is read and decided again).
 */
export async function hideReview(
  seen: ReviewRecord,
  reason: string,
  staffId: string,
  now: string,
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<boolean> {
  let review = seen;
  return decideAgain(async () => {
    try {
      await transact([...hidingWrites(review, { reason, at: now, by: staffId }), ...alsoWrite]);
      return true;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      const current = await getReview(seen.id, true);
      if (!current || current.hidden) return false;
      review = current;
      return AGAIN;
    }
  });
}

function hidingWrites(review: ReviewRecord, hidden: NonNullable<ReviewRecord['hidden']>): TransactWriteItem[] {
  return [
    update(
      keys.reviews.item(review.id),
      'SET #hidden = :hidden, queued_at = :none',
      {
        ':hidden': hidden,
        ':none': null,
        ':likes': review.likes_count,
        ':rating': review.rating,
        ...(review.withheld_at ? { ':withheld': review.withheld_at } : {}),
      },
      `#hidden = :none AND likes_count = :likes AND rating = :rating AND ${withheldAsRead(review)}`,
    ),
    update(keys.reviews.authorPointer(review.author_id, review.created_at, review.id), 'SET #hidden = :yes', {
      ':yes': true,
    }),
    // A review withheld while its author is blocked left the counters and orders already.
    ...(review.withheld_at ? [] : leavingPublic(review)),
    ...(review.queued_at
      ? [{ Delete: { TableName: config.tableName, Key: { ...keys.reviews.reported(review.queued_at, review.id) } } }]
      : []),
  ];
}

/** Staff keep a reported review shown: it leaves the queue (its reports stay on it). */
export async function keepReview(review: ReviewRecord): Promise<void> {
  if (!review.queued_at) return;
  await transact([
    update(
      keys.reviews.item(review.id),
      'SET queued_at = :none',
      { ':none': null, ':queued': review.queued_at },
      'queued_at = :queued',
    ),
    { Delete: { TableName: config.tableName, Key: { ...keys.reviews.reported(review.queued_at, review.id) } } },
  ]).catch((error: unknown) => {
    if (!conditionFailed(error)) throw error;
  });
}

/**
 * Withholds a review while its author is blocked, or lets it back once the block is lifted (docs/product.md,
 * "Users, blocks and the audit trail"): `withheld_at` on the review and `withheld` on its author's pointer, and,
 * for a review staff have not hidden, its company's counters and orders moved as a hide and its undoing would,
 * all in one transaction on condition that the review is as read (a like, a hide meanwhile: read and decided
 * again) and that the author is still blocked at `at` (or, to let it back, not blocked). A review already as
 * asked, or hidden by staff before the block, is left alone, so a run done again changes nothing. False when
 * the author's block changed meanwhile: the block or unblock that changed it brings the review to it.
 */
export async function setWithheld(reviewId: string, authorId: string, at: string | undefined): Promise<boolean> {
  const author: TransactWriteItem = {
    ConditionCheck: {
      TableName: config.tableName,
      Key: { ...keys.user.item(authorId) },
      ConditionExpression: at ? 'blocked_at = :at' : 'attribute_not_exists(blocked_at)',
      ...(at ? { ExpressionAttributeValues: { ':at': at } } : {}),
    },
  };
  return decideAgain(async () => {
    const review = await getReview(reviewId, true);
    if (!review || Boolean(review.withheld_at) === Boolean(at) || (at && review.hidden)) return true;
    try {
      await transact([author, ...(at ? withholdingWrites(review, at) : releasingWrites(review))]);
      return true;
    } catch (error) {
      if (cancellation(error)?.[0] === 'ConditionalCheckFailed') return false;
      if (conditionFailed(error)) return AGAIN;
      throw error;
    }
  });
}

/** Withholds a shown review: marked, out of its company's counters and orders and its author's list (13 items, 14 with the author's check). */
const withholdingWrites = (review: ReviewRecord, at: string): TransactWriteItem[] => [
  update(
    keys.reviews.item(review.id),
    'SET withheld_at = :at',
    { ':at': at, ':none': null, ':likes': review.likes_count, ':rating': review.rating },
    `${SHOWN} AND likes_count = :likes AND rating = :rating`,
  ),
  update(keys.reviews.authorPointer(review.author_id, review.created_at, review.id), 'SET withheld = :yes', {
    ':yes': true,
  }),
  ...leavingPublic(review),
];

/** Lets a withheld review back: unmarked, and into its company's counters and orders unless staff hid it. */
function releasingWrites(review: ReviewRecord): TransactWriteItem[] {
  const entering = review.hidden
    ? []
    : [
        update(
          keys.company.profile(review.company_id),
          summaryChange(review.rating, 1).UpdateExpression,
          summaryChange(review.rating, 1).ExpressionAttributeValues,
        ),
        ...enterOrders(review, pointerOf(review)),
      ];
  return [
    update(
      keys.reviews.item(review.id),
      'REMOVE withheld_at',
      { ':withheld': review.withheld_at, ':none': null, ':likes': review.likes_count },
      `withheld_at = :withheld AND likes_count = :likes AND ${review.hidden ? 'NOT #hidden = :none' : '#hidden = :none'}`,
    ),
    update(keys.reviews.authorPointer(review.author_id, review.created_at, review.id), 'REMOVE withheld', {}),
    ...entering,
  ];
}
