import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item, WriteRequest } from '#lib/db';

const BATCH_SIZE = 25;

/** Puts many items in batches of 25, retrying what DynamoDB leaves unprocessed, with backoff. */
export async function putAll(items: readonly object[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    let requests: WriteRequest[] = items
      .slice(start, start + BATCH_SIZE)
      .map((item) => ({ PutRequest: { Item: item as Item } }));
    for (let attempt = 0; requests.length; attempt++) {
      const result = await db.BatchWriteItem({ RequestItems: { [config.tableName]: requests } });
      requests = result.UnprocessedItems?.[config.tableName] ?? [];
      if (requests.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
    }
  }
}
