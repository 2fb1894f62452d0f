import { describe, expect, it } from 'vitest';
import { advertisementProduct } from './texts';

/** `Intl` puts narrow and no-break spaces in dates: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe("the advertisement's name on the checkout", () => {
  const ad = { countries: ['Germany', 'Poland'], from: '2026-11-26', to: '2026-12-25' };

  it.each([
    ['en', 'Migralink advertising: Germany, Poland, November 26 – December 25, 2026'],
    ['ru', 'Реклама на Migralink: Germany, Poland, 26 ноября – 25 декабря 2026 г.'],
    ['uk', 'Реклама на Migralink: Germany, Poland, 26 листопада – 25 грудня 2026 р.'],
  ] as const)('writes the dates in the reader’s language (%s)', (locale, name) => {
    expect(plain(advertisementProduct(locale, ad))).toBe(name);
  });

  it('says each year when the dates cross one, and never an ISO date', () => {
    const text = plain(advertisementProduct('ru', { ...ad, from: '2026-12-26', to: '2027-01-05' }));
    expect(text).toContain('26 декабря 2026 г. – 5 января 2027 г.');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
