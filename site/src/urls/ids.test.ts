import { describe, expect, it } from 'vitest';
import { uuidFromQuery } from './ids';

describe('uuidFromQuery', () => {
  it('takes a uuid from ?id= and nothing else', () => {
    expect(uuidFromQuery('?id=BADA1D20-1569-5506-A0E1-8658966C9508')).toBe('bada1d20-1569-5506-a0e1-8658966c9508');
    expect(uuidFromQuery('?id=../../v1')).toBeUndefined();
    expect(uuidFromQuery('')).toBeUndefined();
  });
});
