import { describe, expect, it } from 'vitest';
import { teaserAddress } from './teaser-address';

describe('teaserAddress', () => {
  it('leads to the companies page with the chosen filters only, in their order', () => {
    const data: [string, string][] = [
      ['country_destination', ''],
      ['purpose', '3'],
      ['category', '101'],
    ];
    expect(teaserAddress('/ru/companies/', data)).toBe('/ru/companies/?purpose=3&category=101');
  });

  it('leads to the companies page alone when nothing is chosen', () => {
    expect(
      teaserAddress('/en/companies/', [
        ['country_destination', ''],
        ['purpose', ' '],
      ]),
    ).toBe('/en/companies/');
  });
});
