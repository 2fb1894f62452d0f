import { config } from '#lib/config';
import { db } from '#lib/clients';
import { withoutKeys } from './items';
import { decodePageCursor, encodePageCursor, marshalledKey } from './page-cursor';
import type { IndexName } from './table';

/** A page of a list read by cursor, and the cursor of the next page (none after the last). */
export interface IndexPage<T> {
  items: T[];
  next: string | undefined;
}

/**
 * A page of `size` items of one index partition after the cursor (one Query of `size` + 1, to know whether more
 * follow), newest or oldest first; `undefined` for a cursor that is not a key of that partition.
 */
export async function queryIndexPage<T>(page: {
  index: IndexName;
  partition: string;
  newestFirst: boolean;
  cursor: string | undefined;
  size: number;
}): Promise<IndexPage<T> | undefined> {
  const { index, partition, cursor, size } = page;
  const start = cursor === undefined ? undefined : decodePageCursor(cursor, index, partition);
  if (cursor !== undefined && !start) return undefined;
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    IndexName: index,
    KeyConditionExpression: `${index}pk = :partition`,
    ExpressionAttributeValues: { ':partition': partition },
    ScanIndexForward: !page.newestFirst,
    Limit: size + 1,
    ...(start ? { ExclusiveStartKey: marshalledKey(start) } : {}),
  });
  const items = Items.slice(0, size);
  const last = items.at(-1);
  return {
    items: items.map((item) => withoutKeys<T>(item)),
    next: Items.length > size && last ? encodePageCursor(last, index) : undefined,
  };
}
