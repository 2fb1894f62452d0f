import { describe, expect, it } from 'vitest';
import { countingDynamoDb } from './database';

describe('counting the data layer’s DynamoDB requests', () => {
  it('stops counting, leaving the methods as they were, so later calls pay nothing for it', async () => {
    const { db } = await import('@migralink/functions/lib/clients');
    const table = db as unknown as Record<string, unknown>;
    const names = ['GetItem', 'BatchGetItem', 'Query', 'TransactWriteItems', 'UpdateItem', 'PutItem', 'BatchWriteItem'];
    const before = names.map((name) => table[name]);
    const outer = await countingDynamoDb();
    const inner = await countingDynamoDb();
    expect(names.map((name) => table[name])).not.toContain(before[0]);
    inner.stop();
    outer.stop();
    expect(names.map((name) => table[name])).toEqual(before);
  });
});
