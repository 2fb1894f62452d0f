import { describe, expect, it } from 'vitest';
import { dayText, moneyText, percentText, slotText } from './format';

describe('the advertising screens write', () => {
  it('a slot with only the filters it has', () => {
    const country = { id: 'DE', name: 'Germany' };
    expect(slotText({ country, purpose: { id: 3, name: 'Work' }, category: { id: 101, name: 'Visas' } })).toBe(
      'Germany · Work · Visas',
    );
    expect(slotText({ country, purpose: null, category: { id: 101, name: 'Visas' } })).toBe('Germany · Visas');
    expect(slotText({ country, purpose: null, category: null })).toBe('Germany');
  });

  it('money with its cents, days in UTC and rates as percentages', () => {
    expect(moneyText(50, 'EUR', 'en')).toBe('€50.00');
    expect(dayText('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(dayText('soon', 'en')).toBe('soon');
    expect(percentText(0.025, 'en')).toBe('2.5%');
  });
});
