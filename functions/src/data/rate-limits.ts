import { config } from '#lib/config';
import { db } from '#lib/clients';
import { conditionHeld } from './conditional';
import { keys } from './keys';

/**
 * Rate-limit counters: one item per rule, subject and fixed window, counting
 * `hits`, deleted by TTL after the window. Counting is one conditional
 * UpdateItem (`ADD` only while under the limit), so concurrent requests can
 * never count past the limit: there is no read-modify-write.
 */
export interface WindowCounter {
  rule: string;
  /** Hashed subject (IP, address or user id). */
  subject: string;
  /** Epoch seconds the window starts at. */
  windowStart: number;
  /** Epoch seconds after which the item may be deleted. */
  expiresAt: number;
}

const key = ({ rule, subject, windowStart }: WindowCounter) => ({
  ...keys.rateLimit.window(rule, subject, windowStart),
});

/** Counts one hit unless the window already holds `limit`; true when it was counted. */
export async function countHit(counter: WindowCounter, limit: number): Promise<boolean> {
  return conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: key(counter),
      UpdateExpression: 'ADD hits :one SET expires_at = :expires',
      ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': counter.expiresAt },
    }),
  );
}

/** Takes back one counted hit (an attempt that turned out not to count, e.g. a successful sign-in). */
export async function uncountHit(counter: WindowCounter): Promise<void> {
  await conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: key(counter),
      UpdateExpression: 'ADD hits :minus',
      ConditionExpression: 'hits > :zero',
      ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
    }),
  );
}
