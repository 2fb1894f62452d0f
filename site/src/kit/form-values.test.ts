import { describe, expect, it } from 'vitest';
import { newKey, removedAt, toggled, updatedAt } from './form-values';

describe('toggled', () => {
  it('adds once and removes', () => {
    expect(toggled([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggled([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 1, false)).toEqual([2]);
  });

  it('keeps chosen values that are not among the choices shown, after them', () => {
    expect(toggled(['RS', 'DE'], 'AT', true, ['AT', 'DE'])).toEqual(['AT', 'DE', 'RS']);
    expect(toggled(['RS', 'DE'], 'DE', false, ['AT', 'DE'])).toEqual(['RS']);
  });
});

describe('rows', () => {
  it('makes a new key each time', () => {
    expect(newKey()).not.toBe(newKey());
  });

  it('replaces and removes the item at an index', () => {
    expect(updatedAt(['a', 'b', 'c'], 1, (item) => item.toUpperCase())).toEqual(['a', 'B', 'c']);
    expect(removedAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
