import { describe, expect, it } from 'vitest';
import { percentText, slotText } from './format';

describe('the advertising screens write', () => {
  it('a slot with only the filters it has', () => {
    const country = { id: 'DE', name: 'Germany' };
    expect(slotText({ country, purpose: { id: 3, name: 'Work' }, category: { id: 101, name: 'Visas' } })).toBe(
      'Germany · Work · Visas',
    );
    expect(slotText({ country, purpose: null, category: { id: 101, name: 'Visas' } })).toBe('Germany · Visas');
    expect(slotText({ country, purpose: null, category: null })).toBe('Germany');
  });

  it('rates as percentages', () => {
    expect(percentText(0.025, 'en')).toBe('2.5%');
  });
});
