import type { Item } from '#lib/db';

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

/** A stored item without its table and index keys: what the repositories hand out. */
export function withoutKeys<T>(item: Item): T {
  const copy: Item = { ...item };
  for (const name of KEY_ATTRIBUTES) delete copy[name];
  return copy as T;
}

/** A copy without the properties whose value is `undefined` (DynamoDB cannot store them). */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
