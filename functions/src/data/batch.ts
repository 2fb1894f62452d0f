import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item, WriteRequest } from '#lib/db';
import type { ItemKey } from './keys';
import { transact } from './transact';

const BATCH_SIZE = 25;

/** Batches in flight at once: seeding writes hundreds of thousands of small items. */
const IN_FLIGHT = 8;

/**
 * DynamoDB Local (on disk) commits each item of a BatchWriteItem on its own but a transaction's items at once:
 * a transaction of 100 items writes ~3× faster there (5–7 ms an item in batches of 25, 1.4–2 ms in transactions
 * of 100, measured while seeding the demo). In AWS a transaction costs twice the write units, so only the local
 * platform's and the benches' seeding write so (`config.bulkWrites`); the tests write as AWS does. 100 items and
 * 4 MB are a transaction's limits.
 */
const TRANSACTION_ITEMS = 100;
const TRANSACTION_BYTES = 3_500_000;
/** Transactions in flight at once locally: DynamoDB Local commits one at a time, a few keep it busy. */
const TRANSACTIONS_IN_FLIGHT = 4;

/** Sends write requests in batches of 25 (a few at once), retrying what DynamoDB leaves unprocessed, with backoff. */
async function writeAll(all: readonly WriteRequest[]): Promise<void> {
  if (config.bulkWrites === 'transactions') return writeAllInTransactions(all);
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

/** The same requests as transactions of up to 100 items (a few at once): DynamoDB Local's faster way. */
async function writeAllInTransactions(all: readonly WriteRequest[]): Promise<void> {
  const groups: WriteRequest[][] = [];
  let bytes = 0;
  for (const request of all) {
    const size = JSON.stringify(request).length;
    const last = groups.at(-1);
    if (!last || last.length === TRANSACTION_ITEMS || bytes + size > TRANSACTION_BYTES) {
      groups.push([request]);
      bytes = size;
    } else {
      last.push(request);
      bytes += size;
    }
  }
  const TableName = config.tableName;
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++]!;
      await transact(
        group.map((request) =>
          'PutRequest' in request
            ? { Put: { TableName, Item: request.PutRequest.Item } }
            : { Delete: { TableName, Key: request.DeleteRequest.Key } },
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: TRANSACTIONS_IN_FLIGHT }, worker));
}

/**
 * Puts many items in batches of 25, retrying what DynamoDB leaves unprocessed, with backoff (locally, in
 * transactions of up to 100 where `config.bulkWrites` says so).
 */
export async function putAll(items: readonly object[]): Promise<void> {
  await writeAll(items.map((item) => ({ PutRequest: { Item: item as Item } })));
}

/** Deletes many items by key the same way. */
export async function deleteAll(itemKeys: readonly ItemKey[]): Promise<void> {
  await writeAll(itemKeys.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
}
