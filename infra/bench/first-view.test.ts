import { describe, expect, it } from 'vitest';
import { kindOf } from './first-view';

describe("the kinds of a first view's requests", () => {
  it('counts a call of the API apart, whatever the browser calls it', () => {
    expect(kindOf('/v1/ip', 'fetch')).toBe('api');
    expect(kindOf('/v1/advertisements/events', 'ping')).toBe('api');
  });

  it("names files by the browser's resource type", () => {
    expect(kindOf('/_astro/BaseLayout.abc.css', 'stylesheet')).toBe('css');
    expect(kindOf('/_astro/page.abc.js', 'script')).toBe('script');
    expect(kindOf('/en/', 'document')).toBe('document');
  });

  it("counts the page's icon, which the browser fetches untyped, as an image", () => {
    expect(kindOf('/favicon.svg', 'other')).toBe('image');
    expect(kindOf('/manifest.webmanifest', 'other')).toBe('other');
  });
});
