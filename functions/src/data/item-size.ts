/**
 * The size of an item as DynamoDB counts it against its 400 KB limit: per
 * attribute, the UTF-8 bytes of its name plus its value's size; a string its
 * UTF-8 bytes, a number up to 21 bytes (about one byte per two significant
 * digits, plus one), a boolean or null 1 byte, binary its length, and a list
 * or map 3 bytes plus 1 byte and the size of each element (a map's element
 * also its name's bytes). Measured generously where DynamoDB's own count is
 * not published exactly (numbers), so a bound kept by it is kept by DynamoDB.
 */
export const DYNAMODB_ITEM_LIMIT = 400 * 1024;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** The size of one attribute value. */
export function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return utf8(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const digits = String(value)
      .replace(/[-+.]|e.*$/gi, '')
      .replace(/^0+/, '').length;
    return Math.min(21, Math.ceil(digits / 2) + 1);
  }
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce<number>((sum, each) => sum + valueBytes(each), 0);
  if (Array.isArray(value)) return value.reduce<number>((sum, each) => sum + 1 + valueBytes(each), 3);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .reduce<number>((sum, [name, each]) => sum + 1 + utf8(name) + valueBytes(each), 3);
  }
  return utf8(String(value));
}

/** The size of an item: its attributes' names and values. */
export function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item)
    .filter(([, value]) => value !== undefined)
    .reduce((sum, [name, value]) => sum + utf8(name) + valueBytes(value), 0);
}
