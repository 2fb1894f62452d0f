import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item, WriteRequest } from '#lib/db';
import type { ItemKey } from './keys';

const BATCH_SIZE = 25;

/** Batches in flight at once: seeding writes hundreds of thousands of small items. */
const IN_FLIGHT = 8;

/** Sends write requests in batches of 25 (a few at once), retrying what DynamoDB leaves unprocessed, with backoff. */
async function writeAll(all: readonly WriteRequest[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let start = next; start < all.length; start = next) {
      next += BATCH_SIZE;
      let requests = all.slice(start, start + BATCH_SIZE);
      for (let attempt = 0; requests.length; attempt++) {
        const result = await db.BatchWriteItem({ RequestItems: { [config.tableName]: requests } });
        requests = result.UnprocessedItems?.[config.tableName] ?? [];
        if (requests.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/** Puts many items in batches of 25, retrying what DynamoDB leaves unprocessed, with backoff. */
export async function putAll(items: readonly object[]): Promise<void> {
  await writeAll(items.map((item) => ({ PutRequest: { Item: item as Item } })));
}

/** Deletes many items by key the same way. */
export async function deleteAll(itemKeys: readonly ItemKey[]): Promise<void> {
  await writeAll(itemKeys.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
}
