import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { ITEM_BYTES_MAX, itemBytes } from './item-size';

/** An item of every kind of value, its `pad` string filling it to `bytes` as `itemBytes` measures it. */
function itemOf(bytes: number) {
  const item = {
    pk: `SIZE#${randomUUID()}`,
    sk: 'SIZE',
    count: 123_456_789,
    flag: true,
    none: null,
    list: ['😀 four-byte', 42, { name: 'ह three-byte', likes: 7 }],
    pad: '',
  };
  return { ...item, pad: 'x'.repeat(bytes - itemBytes(item)) };
}

describe('itemBytes against DynamoDB', () => {
  it('never measures below what DynamoDB counts: an item measured at the limit is stored', async () => {
    const item = itemOf(ITEM_BYTES_MAX);
    expect(itemBytes(item)).toBe(ITEM_BYTES_MAX);
    await db.PutItem({ TableName: config.tableName, Item: item });
    const { Item } = await db.GetItem({ TableName: config.tableName, Key: { pk: item.pk, sk: item.sk } });
    expect(Item?.pad).toBe(item.pad);
  });

  it('is a measure DynamoDB shares: a little past the limit is refused', async () => {
    const item = itemOf(ITEM_BYTES_MAX + 200);
    await expect(db.PutItem({ TableName: config.tableName, Item: item })).rejects.toThrow(/size/i);
  });
});
