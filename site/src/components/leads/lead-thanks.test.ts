import { describe, expect, it } from 'vitest';
import { thanksPageOf } from './lead-thanks';

describe('the page a sent lead opens', () => {
  it("is the preliminary application's thanks page in the page's language, and none for the other pages", () => {
    expect(thanksPageOf('application', 'uk')).toBe('/uk/application/thanks/');
    expect(thanksPageOf('webinar', 'uk')).toBeUndefined();
    expect(thanksPageOf('company', 'en')).toBeUndefined();
  });
});
