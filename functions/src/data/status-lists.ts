import { config } from '#lib/config';
import { db } from '#lib/clients';
import { conditionHeld } from './conditional';
import { keys } from './keys';

/**
 * Certificates' status lists as published: one item per list holding its encoded bitstring (opaque
 * here: `certificates/status-list.ts` makes and reads it) and a version every change moves, so two
 * changes of one list at once cannot both be written (ACCESS-PATTERNS.md, "Certificates: signing
 * keys and status list").
 */
export interface StoredStatusList {
  list: number;
  encoded: string;
  version: number;
  updated_at: string;
}

export async function getStatusList(list: number, consistent = false): Promise<StoredStatusList | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.statusList(list) },
    ConsistentRead: consistent,
  });
  return Item ? (Item as unknown as StoredStatusList) : undefined;
}

/** Makes a list with its first bits unless it exists (one conditional PutItem); true when this call made it. */
export const openStatusList = (list: number, encoded: string, at: string): Promise<boolean> =>
  conditionHeld(
    db.PutItem({
      TableName: config.tableName,
      Item: { ...keys.statusList(list), list, encoded, version: 0, updated_at: at },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );

/**
 * Writes a list's new bits on condition that it is still the version read (`expected`; `undefined`
 * for a list that did not exist). False when another change came first: nothing was written.
 */
export const replaceStatusList = (
  list: number,
  encoded: string,
  expected: number | undefined,
  at: string,
): Promise<boolean> =>
  conditionHeld(
    db.PutItem({
      TableName: config.tableName,
      Item: { ...keys.statusList(list), list, encoded, version: (expected ?? -1) + 1, updated_at: at },
      ...(expected === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expected } }),
    }),
  );
