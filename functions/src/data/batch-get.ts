import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item } from '#lib/db';
import type { ItemKey } from './keys';

const MAX_KEYS = 100;

/**
 * Reads up to 100 items by key in one BatchGetItem request (more only when
 * DynamoDB leaves keys unprocessed, which are retried with backoff). Missing
 * items are simply absent from the answer, which comes in no particular order.
 * With `attributes`, only those top-level attributes of each (fewer bytes to send and
 * parse; DynamoDB bills the whole item all the same).
 */
export async function getAll(
  itemKeys: readonly ItemKey[],
  consistent = false,
  attributes?: readonly string[],
): Promise<Item[]> {
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
          ...(attributes ? projectionOf(attributes) : {}),
        },
      },
    });
    found.push(...(Responses?.[config.tableName] ?? []));
    pending = UnprocessedKeys?.[config.tableName]?.Keys ?? [];
  }
  return found;
}

/** A projection of attributes, each named by placeholder (many names, `name` among them, are reserved words). */
function projectionOf(attributes: readonly string[]) {
  return {
    ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
  };
}
