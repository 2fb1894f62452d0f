import { describe, expect, it } from 'vitest';
import { serviceFallbackUrl } from './service-fallback';

const ID = '0b3c8e1a-5f7d-4c2e-9a1b-2d3e4f5a6b7c';

describe('serviceFallbackUrl', () => {
  it.each([
    [`/ru/service/${ID}/`, `/ru/service/?id=${ID}`],
    [`/uk/service/${ID.toUpperCase()}`, `/uk/service/?id=${ID}`],
    [`/de/service/${ID}/`, undefined],
    [`/ru/services/${ID}/`, undefined],
    ['/ru/service/not-a-uuid/', undefined],
    [`/ru/service/${ID}/more/`, undefined],
    ['/ru/service/', undefined],
  ])('sends %s to %s', (pathname, expected) => {
    expect(serviceFallbackUrl(pathname)).toBe(expected);
  });
});
