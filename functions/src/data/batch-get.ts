import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item } from '#lib/db';
import type { ItemKey } from './keys';

const MAX_KEYS = 100;

/**
 * Reads up to 100 items by key in one BatchGetItem request (more only when
 * DynamoDB leaves keys unprocessed, which are retried with backoff). Missing
 * items are simply absent from the answer, which comes in no particular order.
 * With `projection`, only those attributes of each.
 */
export async function getAll(itemKeys: readonly ItemKey[], consistent = false, projection?: string): Promise<Item[]> {
  if (itemKeys.length > MAX_KEYS) throw new RangeError(`getAll reads at most ${MAX_KEYS} keys`);
  const found: Item[] = [];
  let pending: Item[] = itemKeys.map(({ pk, sk }) => ({ pk, sk }));
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
    const { Responses, UnprocessedKeys } = await db.BatchGetItem({
      RequestItems: {
        [config.tableName]: {
          Keys: pending,
          ConsistentRead: consistent,
          ...(projection ? { ProjectionExpression: projection } : {}),
        },
      },
    });
    found.push(...(Responses?.[config.tableName] ?? []));
    pending = UnprocessedKeys?.[config.tableName]?.Keys ?? [];
  }
  return found;
}
