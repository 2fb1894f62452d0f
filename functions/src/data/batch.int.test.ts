import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#lib/clients';
import { config } from '#lib/config';
import { deleteAll, putAll } from './batch';

/** Every item of one partition, read whole (consistent). */
async function partition(pk: string) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.Query({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
      ...(start ? { ExclusiveStartKey: start } : {}),
    });
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

describe.each(['batches', 'transactions'] as const)('putAll and deleteAll in %s', (mode) => {
  const before = config.bulkWrites;
  beforeAll(() => {
    config.bulkWrites = mode;
  });
  afterAll(() => {
    config.bulkWrites = before;
  });

  it('writes and deletes more items than one transaction holds, each once', async () => {
    const pk = `TEST#batch#${randomUUID()}`;
    const items = Array.from({ length: 250 }, (_, index) => ({
      pk,
      sk: `ITEM#${String(index).padStart(3, '0')}`,
      index,
    }));
    await putAll(items);
    const written = await partition(pk);
    expect(written.map((item) => item.index).sort((a, b) => Number(a) - Number(b))).toEqual(
      items.map((item) => item.index),
    );
    await deleteAll(items.slice(0, 180));
    expect((await partition(pk)).map((item) => item.sk)).toEqual(items.slice(180).map((item) => item.sk));
  });

  it("writes items whose sizes together pass a transaction's 4 MB", async () => {
    const pk = `TEST#batch#${randomUUID()}`;
    const text = 'x'.repeat(300_000);
    const items = Array.from({ length: 16 }, (_, index) => ({ pk, sk: `BIG#${index}`, text }));
    await putAll(items);
    const written = await partition(pk);
    expect(written).toHaveLength(16);
    expect(written.every((item) => item.text === text)).toBe(true);
  });
});
