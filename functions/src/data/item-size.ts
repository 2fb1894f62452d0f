/**
 * The size of an item as DynamoDB counts it against its limit of 400 KB
 * (409,600 bytes): every attribute's name in UTF-8 and its value. A string is
 * its UTF-8 bytes; a number at most 21 bytes (38 significant digits), and it
 * is counted at that, so a count may grow in place without changing a measure
 * taken before; a boolean or null 1 byte; a list or a map 3 bytes and, for each
 * element, 1 byte and its value (a map's element its name too). The overheads
 * are counted at the most DynamoDB's documentation gives, so a measure is never
 * below what DynamoDB counts.
 */

/** DynamoDB's limit of an item. */
export const ITEM_BYTES_MAX = 400 * 1024;

/** The most a number takes. */
const NUMBER_BYTES = 21;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** The bytes of one value (its attribute's name not included); an `undefined` is not stored and takes none. */
export function valueBytes(value: unknown): number {
  if (value === undefined) return 0;
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return NUMBER_BYTES;
  if (typeof value === 'string') return utf8(value);
  if (Array.isArray(value)) return 3 + value.reduce<number>((total, element) => total + 1 + valueBytes(element), 0);
  if (typeof value === 'object') return 3 + attributesBytes(value as Record<string, unknown>, 1);
  throw new TypeError(`DynamoDB stores no ${typeof value}`);
}

/** The bytes of named attributes, `overhead` more for each one stored. */
function attributesBytes(attributes: Record<string, unknown>, overhead: number): number {
  let total = 0;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) total += overhead + utf8(name) + valueBytes(value);
  }
  return total;
}

/** The bytes of a whole item (its keys included). */
export const itemBytes = (item: Record<string, unknown>): number => attributesBytes(item, 0);
