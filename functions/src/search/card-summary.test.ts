import { describe, expect, it } from 'vitest';
import { serviceContentFixture } from '#data/fixtures';
import { cardSummary } from './card-summary';

const service = (country: string, priceFrom: number, shown = true) =>
  serviceContentFixture({
    price_from: priceFrom,
    price_to: priceFrom + 10_000,
    show_price_block: shown,
    search_attributes: { country, countries: [], immigration_purposes: [1], categories: [101], main_category: 100 },
  });

describe('cardSummary', () => {
  it('names each target country once, sorted, and the lowest price of the services that show one', () => {
    expect(cardSummary([service('PT', 90_000), service('DE', 50_000), service('PT', 70_000)])).toEqual({
      served_countries: ['DE', 'PT'],
      min_price_from: 50_000,
    });
  });

  it('keeps a hidden price out of the lowest one', () => {
    expect(cardSummary([service('DE', 10_000, false), service('PL', 30_000)]).min_price_from).toBe(30_000);
    expect(cardSummary([service('DE', 10_000, false)]).min_price_from).toBeNull();
  });

  it('says nothing for a company without public services', () => {
    expect(cardSummary([])).toEqual({ served_countries: [], min_price_from: null });
  });
});
