import { describe, expect, it } from 'vitest';
import { aroundValue, createTranslator, interpolate, placeholdersOf, VALUE_MARK } from './format';

describe('interpolate', () => {
  it('replaces every placeholder, numbers included', () => {
    expect(interpolate('© {year} {brand}. {brand}!', { year: 2026, brand: 'Migralink' })).toBe(
      '© 2026 Migralink. Migralink!',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(interpolate('Hello {name}, {missing}', { name: 'Ann' })).toBe('Hello Ann, {missing}');
  });

  it('returns the text unchanged without params', () => {
    expect(interpolate('{count} new')).toBe('{count} new');
  });

  it('inserts values literally, without reading them as patterns', () => {
    expect(interpolate('{a}', { a: '$& {b}', b: 'x' })).toBe('$& {b}');
  });

  it('interpolates zero and empty strings', () => {
    expect(interpolate('{n}|{s}|', { n: 0, s: '' })).toBe('0||');
  });
});

describe('placeholdersOf', () => {
  it('lists each name once, sorted', () => {
    expect(placeholdersOf('{b} {a} {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});

describe('createTranslator', () => {
  it('looks a key up and interpolates it', () => {
    const t = createTranslator({ greet: 'Hi {name}', plain: 'Plain' });
    expect(t('greet', { name: 'Olga' })).toBe('Hi Olga');
    expect(t('plain')).toBe('Plain');
  });
});

describe('aroundValue', () => {
  it.each([
    [`From ${VALUE_MARK}`, ['From ', '']],
    [`${VALUE_MARK} and up`, ['', ' and up']],
    ['No mark', ['No mark', '']],
  ])('splits %j around the value', (text, parts) => {
    expect(aroundValue(text)).toEqual(parts);
  });
});
