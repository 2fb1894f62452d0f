import { describe, expect, it } from 'vitest';
import { itemBytes, valueBytes } from './item-size';

describe('itemBytes', () => {
  it('counts strings and names in UTF-8 bytes, not characters', () => {
    expect(itemBytes({ a: 'abc' })).toBe(4);
    expect(itemBytes({ name: 'Ж' })).toBe(4 + 2);
    expect(itemBytes({ name: '😀' })).toBe(4 + 4);
    expect(itemBytes({ 'ім’я': '' })).toBe(Buffer.byteLength('ім’я'));
  });

  it('counts lists and maps with their overhead and every element', () => {
    expect(valueBytes([])).toBe(3);
    expect(valueBytes(['ab', 'c'])).toBe(3 + 1 + 2 + 1 + 1);
    expect(valueBytes({ id: 'x' })).toBe(3 + 1 + 2 + 1);
    expect(valueBytes([{ message: '😀😀' }])).toBe(3 + 1 + (3 + 1 + 7 + 8));
  });

  it('counts every number at the most a number takes, so a count grows in place within a measure', () => {
    for (const number of [0, 7, 123_456_789, Number.MAX_SAFE_INTEGER]) expect(valueBytes(number)).toBe(21);
  });
});
