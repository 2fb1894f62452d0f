import { config } from '#lib/config';
import { db } from '#lib/clients';
import { isAwsError } from '#lib/db';
import { keys } from './keys';

/**
 * Looks at a public company's contacts, for its statistics: one counter per
 * company and UTC day, raised once per viewer and day. A viewer marker (kept a
 * few days by TTL) is written in the same transaction as the count, so a second
 * look the same day, or two at once, never count twice.
 */

/** How long a viewer marker stays: past the end of its day, whatever the clock skew. */
const MARKER_SECONDS = 3 * 24 * 60 * 60;

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Counts the viewer's look at the company's contacts unless already counted today; answers whether it counted. */
export async function countContactView(companyId: string, viewerId: string, now = new Date()): Promise<boolean> {
  const day = utcDay(now);
  const marker = keys.contactViews.viewer(companyId, day, viewerId);
  try {
    await db.TransactWriteItems({
      TransactItems: [
        {
          Put: {
            TableName: config.tableName,
            Item: { ...marker, expires_at: Math.floor(now.getTime() / 1000) + MARKER_SECONDS },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: config.tableName,
            Key: { ...keys.contactViews.day(companyId, day) },
            UpdateExpression: 'ADD #count :one SET #day = :day',
            ExpressionAttributeNames: { '#count': 'count', '#day': 'day' },
            ExpressionAttributeValues: { ':one': 1, ':day': day },
          },
        },
      ],
    });
    return true;
  } catch (error) {
    if (isAwsError(error, 'TransactionCanceledException') && (await hasMarker(marker))) return false;
    throw error;
  }
}

async function hasMarker(key: { pk: string; sk: string }): Promise<boolean> {
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...key }, ConsistentRead: true });
  return Item !== undefined;
}

/** The stored counter of a company's contact views on a UTC day (the demo seeds a history with it). */
export const contactViewsItem = (companyId: string, day: string, count: number): Record<string, unknown> => ({
  ...keys.contactViews.day(companyId, day),
  day,
  count,
});

/** How many viewers looked at the company's contacts on a UTC day (`YYYY-MM-DD`). */
export async function contactViewsOn(companyId: string, day: string): Promise<number> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.contactViews.day(companyId, day) },
    ConsistentRead: true,
  });
  return typeof Item?.count === 'number' ? Item.count : 0;
}
