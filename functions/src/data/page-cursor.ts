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

/** Where a page is read: one of the table's global indexes, or the table itself (`pk`/`sk`). */
export type PageIndex = IndexName | 'table';

const keyNames = (index: PageIndex) => (index === 'table' ? ['pk', 'sk'] : ['pk', 'sk', `${index}pk`, `${index}sk`]);
const partitionName = (index: PageIndex) => (index === 'table' ? 'pk' : `${index}pk`);
const sortName = (index: PageIndex) => (index === 'table' ? 'sk' : `${index}sk`);

/** The position after `item` in a Query of `index`. */
export function encodePageCursor(item: Item, index: PageIndex): string {
  const key = Object.fromEntries(keyNames(index).map((name) => [name, String(item[name])]));
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key to start after, or undefined when the cursor is not a key of `partition` in `index`. */
export function decodePageCursor(cursor: string, index: PageIndex, partition: string): PageKey | undefined {
  const key = parse(cursor);
  if (!key) return undefined;
  const names = keyNames(index);
  const valid =
    Object.keys(key).sort().join() === [...names].sort().join() &&
    Object.values(key).every((value) => typeof value === 'string') &&
    key[partitionName(index)] === partition;
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
 * One page of `size` items of a Query of one partition of an index (or of the table), after the cursor (one
 * request, `Limit` one more than the page, so the last page has no next cursor); `undefined` for a cursor that
 * is not of this partition. `within` keeps the Query to sort keys between two bounds (both included): a page
 * found by counting (`countedPage`) starts at its bucket's first key instead of a cursor; `prefix` keeps it to
 * the sort keys that start with it (`begins_with`, still one request). Items come without their keys unless
 * `withKeys` (items that are nothing but a key).
 */
export async function indexPage<T>(
  index: PageIndex,
  partition: string,
  {
    newestFirst,
    cursor,
    size,
    within,
    prefix,
    withKeys = false,
  }: {
    newestFirst: boolean;
    cursor: string | undefined;
    size: number;
    within?: readonly [string, string];
    prefix?: string;
    withKeys?: boolean;
  },
): Promise<CursorPage<T> | undefined> {
  const start = cursor === undefined ? undefined : decodePageCursor(cursor, index, partition);
  if (cursor !== undefined && !start) return undefined;
  const range = within
    ? ` AND ${sortName(index)} BETWEEN :low AND :high`
    : prefix === undefined
      ? ''
      : ` AND begins_with(${sortName(index)}, :prefix)`;
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    ...(index === 'table' ? {} : { IndexName: index }),
    KeyConditionExpression: `${partitionName(index)} = :partition${range}`,
    ExpressionAttributeValues: {
      ':partition': partition,
      ...(within ? { ':low': within[0], ':high': within[1] } : {}),
      ...(prefix === undefined ? {} : { ':prefix': prefix }),
    },
    ScanIndexForward: !newestFirst,
    Limit: size + 1,
    ...(start ? { ExclusiveStartKey: marshalledKey(start) } : {}),
  });
  const page = Items.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map((item) => (withKeys ? (item as T) : withoutKeys<T>(item))),
    next: Items.length > size && last ? encodePageCursor(last, index) : undefined,
  };
}
