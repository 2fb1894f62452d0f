import { randomUUID } from 'node:crypto';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { TransactWriteItem } from '#lib/db';
import { getAll } from './batch-get';
import { conditionHeld } from './conditional';
import { keys } from './keys';

/**
 * A block or unblock reaching the user's reviews (ACCESS-PATTERNS.md, "Staff: users and their audit trail"):
 * one sync item per user, put in the block's own transaction and read by the author-block job from the sparse
 * gsi2 `REVIEWSYNC`, with the cursor of the job in the user's pointers. Each block or unblock puts it anew (a
 * new `round`, no cursor), so a change of mind starts the walk again from the first review.
 */

export interface ReviewSync {
  user_id: string;
  /** Which block or unblock it carries: a cursor moves, and the sync ends, only in its own round. */
  round: string;
  /** The sort key of the user's last pointer done (none: from the first). */
  cursor?: string;
}

/** The sync item of a block or unblock at `at`, as one Put of its transaction (overwriting one under way). */
export const reviewSyncPut = (userId: string, at: string): TransactWriteItem => ({
  Put: {
    TableName: config.tableName,
    Item: {
      ...keys.user.reviewSync(userId),
      ...keys.user.reviewSyncDue(at, userId),
      user_id: userId,
      round: randomUUID(),
      started_at: at,
    },
  },
});

/** The syncs under way, oldest first (gsi2, every page: one per user blocked or unblocked lately). */
export async function syncsUnderWay(): Promise<ReviewSync[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :partition',
    ExpressionAttributeValues: { ':partition': keys.user.reviewSyncPartition },
    ProjectionExpression: 'user_id, #round, #cursor',
    ExpressionAttributeNames: { '#round': 'round', '#cursor': 'cursor' },
    paginate: true,
  });
  return Items.map((item) => ({
    user_id: String(item.user_id),
    round: String(item.round),
    ...(typeof item.cursor === 'string' ? { cursor: item.cursor } : {}),
  }));
}

/** The ids of `size` of the user's reviews after `cursor`, oldest first (one Query of their pointers). */
export async function authorReviewsAfter(
  userId: string,
  cursor: string | undefined,
  size: number,
): Promise<{ reviewIds: string[]; last?: string; more: boolean }> {
  const partition = keys.reviews.authorPartition(userId);
  const { Items = [], LastEvaluatedKey } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: cursor ? 'pk = :pk AND sk > :cursor' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': partition, ...(cursor ? { ':cursor': cursor } : {}) },
    ConsistentRead: true,
    Limit: size,
  });
  const last = Items.at(-1)?.sk;
  return {
    reviewIds: Items.map((item) => String(item.review_id)),
    ...(typeof last === 'string' ? { last } : {}),
    more: LastEvaluatedKey !== undefined,
  };
}

/** Moves the cursor past a page, on condition that the round and the cursor are still as read; false if not. */
export const advanceSync = (sync: ReviewSync, to: string): Promise<boolean> =>
  conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.user.reviewSync(sync.user_id) },
      UpdateExpression: 'SET #cursor = :to',
      ConditionExpression: `#round = :round AND ${sync.cursor ? '#cursor = :from' : 'attribute_not_exists(#cursor)'}`,
      ExpressionAttributeNames: { '#round': 'round', '#cursor': 'cursor' },
      ExpressionAttributeValues: { ':to': to, ':round': sync.round, ...(sync.cursor ? { ':from': sync.cursor } : {}) },
    }),
  );

/** Ends a sync whose every review is done, unless another block or unblock began a new round meanwhile. */
export const finishSync = (sync: ReviewSync): Promise<boolean> =>
  conditionHeld(
    db.DeleteItem({
      TableName: config.tableName,
      Key: { ...keys.user.reviewSync(sync.user_id) },
      ConditionExpression: '#round = :round',
      ExpressionAttributeNames: { '#round': 'round' },
      ExpressionAttributeValues: { ':round': sync.round },
    }),
  );

/** When the user was blocked, read strongly consistent; undefined while not blocked (or gone). */
export async function blockedSince(userId: string): Promise<string | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.user.item(userId) },
    ConsistentRead: true,
    ProjectionExpression: 'blocked_at',
  });
  return typeof Item?.blocked_at === 'string' ? Item.blocked_at : undefined;
}

/** Which of these users are blocked: one BatchGetItem per 100 of them, of their id and block only. */
export async function blockedAmong(userIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(userIds)];
  const blocked = new Set<string>();
  for (let start = 0; start < unique.length; start += 100) {
    const found = await getAll(
      unique.slice(start, start + 100).map((userId) => keys.user.item(userId)),
      false,
      ['id', 'blocked_at'],
    );
    for (const user of found) if (user.blocked_at) blocked.add(String(user.id));
  }
  return blocked;
}
