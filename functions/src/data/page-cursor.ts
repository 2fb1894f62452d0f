import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item } from '#lib/db';
import { withoutKeys } from './items';
import type { IndexName } from './table';

/**
 * A list's page position as the client sees it: the opaque base64url of the
 * key (table and index) of the last item of the previous page. What comes back
 * is checked to be a key of the same index partition, so a crafted cursor
 * cannot start a Query anywhere else.
 */

export type PageKey = Record<string, string>;

const keyNames = (index: IndexName) => ['pk', 'sk', `${index}pk`, `${index}sk`];

/** The position after `item` in a Query of `index`. */
export function encodePageCursor(item: Item, index: IndexName): string {
  const key = Object.fromEntries(keyNames(index).map((name) => [name, String(item[name])]));
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key to start after, or undefined when the cursor is not a key of `partition` in `index`. */
export function decodePageCursor(cursor: string, index: IndexName, partition: string): PageKey | undefined {
  const key = parse(cursor);
  if (!key) return undefined;
  const names = keyNames(index);
  const valid =
    Object.keys(key).sort().join() === [...names].sort().join() &&
    Object.values(key).every((value) => typeof value === 'string') &&
    key[`${index}pk`] === partition;
  return valid ? (key as PageKey) : undefined;
}

/** aws-lite passes `ExclusiveStartKey` through as is: it must be marshalled. */
export const marshalledKey = (key: PageKey): Item =>
  Object.fromEntries(Object.entries(key).map(([name, value]) => [name, { S: value }]));

function parse(cursor: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A page of a list read by cursor: its items (without their keys) and the cursor of the next page, if any. */
export interface CursorPage<T> {
  items: T[];
  next: string | undefined;
}

/**
 * One page of `size` items of a Query of one index partition, after the cursor (one request, `Limit` one more
 * than the page, so the last page has no next cursor); `undefined` for a cursor that is not of this partition.
 * With `prefix`, only the items whose index sort key starts with it (`begins_with`, still one request).
 */
export async function indexPage<T>(
  index: IndexName,
  partition: string,
  {
    newestFirst,
    cursor,
    size,
    prefix,
  }: { newestFirst: boolean; cursor: string | undefined; size: number; prefix?: string },
): Promise<CursorPage<T> | undefined> {
  const start = cursor === undefined ? undefined : decodePageCursor(cursor, index, partition);
  if (cursor !== undefined && !start) return undefined;
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    IndexName: index,
    KeyConditionExpression: `${index}pk = :partition${prefix === undefined ? '' : ` AND begins_with(${index}sk, :prefix)`}`,
    ExpressionAttributeValues: { ':partition': partition, ...(prefix === undefined ? {} : { ':prefix': prefix }) },
    ScanIndexForward: !newestFirst,
    Limit: size + 1,
    ...(start ? { ExclusiveStartKey: marshalledKey(start) } : {}),
  });
  const page = Items.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map((item) => withoutKeys<T>(item)),
    next: Items.length > size && last ? encodePageCursor(last, index) : undefined,
  };
}
