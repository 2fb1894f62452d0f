import { describe, expect, it } from 'vitest';
import { amountText, moneyRangeText, moneyText } from './money';

describe('money', () => {
  it('shows whole units unless asked for cents', () => {
    expect(moneyText(1500, 'EUR', 'en')).toBe('€1,500');
    expect(moneyText(5.42, 'USD', 'en', 'always')).toBe('$5.42');
    expect(moneyText(50, 'EUR', 'en', 'always')).toBe('€50.00');
    expect(moneyText(49, 'EUR', 'en', 'when-any')).toBe('€49');
    expect(moneyText(12.5, 'EUR', 'en', 'when-any')).toBe('€12.50');
  });

  it("writes each currency's own sign in every language, the Canadian dollar apart from the US one", () => {
    expect(moneyText(1500, 'EUR', 'uk')).toMatch(/^1\s500\s€$/);
    expect(moneyText(1500, 'UAH', 'en')).toBe('₴1,500');
    expect(moneyText(90, 'CAD', 'en')).toBe('CA$90');
  });

  it('writes a range in one currency', () => {
    expect(moneyRangeText(240, 390, 'EUR', 'en')).toMatch(/^€240\s*–\s*€390$/);
  });

  it('writes an amount with its cents and no sign', () => {
    expect(amountText(2500.5, 'en')).toBe('2,500.50');
  });
});
