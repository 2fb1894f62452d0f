import { describe, expect, it } from 'vitest';
import { withQuery } from './language-links';

describe('withQuery', () => {
  it.each([
    ['/uk/companies/', '?country_destination=RS', '/uk/companies/?country_destination=RS'],
    ['/uk/companies/?purpose=2', 'purpose=3', '/uk/companies/?purpose=3'],
    ['/uk/companies/?purpose=2', '', '/uk/companies/'],
    ['/uk/company/#top', '?id=1', '/uk/company/?id=1#top'],
  ])('%s with %s is %s', (href, search, expected) => {
    expect(withQuery(href, search)).toBe(expected);
  });
});
