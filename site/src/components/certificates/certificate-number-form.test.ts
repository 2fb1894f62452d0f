import { describe, expect, it } from 'vitest';
import { certificateHref } from './certificate-number-form';

describe('the certificate number form', () => {
  it.each([
    ['ML-2026-000123', 'ru', '/ru/certificates/ML-2026-000123/'],
    [' ml-2026-000 123 ', 'uk', '/uk/certificates/ML-2026-000123/'],
    ['ML-2026-12', 'en', undefined],
    ['', 'en', undefined],
    ['ML-2026-000123', 'de', undefined],
  ])('leads %j on a %s page to %j', (typed, lang, href) => {
    expect(certificateHref(typed, lang)).toBe(href);
  });
});
