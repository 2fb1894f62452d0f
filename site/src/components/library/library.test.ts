import { describe, expect, it } from 'vitest';
import { ICON_LIBRARY, iconUrl } from '@migralink/shared/schemas/company-account';
import { BACKGROUND_LIBRARY, backgroundUrl } from '@migralink/shared/schemas/service-account';
import { backgroundSvg } from './backgrounds';
import { iconSvg } from './icons';

/** The element names of a piece of SVG, failing on a tag closed out of order or left open. */
function checkTags(svg: string): string[] {
  const open: string[] = [];
  const seen: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      expect(open.pop(), `</${name}>`).toBe(name);
    } else {
      seen.push(name!);
      if (!selfClosing) open.push(name!);
    }
  }
  expect(open).toEqual([]);
  return seen;
}

describe('the image library', () => {
  it.each(ICON_LIBRARY)('draws the icon %s as a well-formed 24×24 stroke SVG', (id) => {
    const svg = iconSvg(id);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24"/);
    expect(svg).toContain('fill="none"');
    expect(checkTags(svg).length).toBeGreaterThan(1);
    expect(iconUrl(id)).toBe(`/icons/${id}.svg`);
  });

  it('gives every icon its own drawing', () => {
    const drawings = ICON_LIBRARY.map((id) => iconSvg(id));
    expect(new Set(drawings).size).toBe(ICON_LIBRARY.length);
  });

  it.each(BACKGROUND_LIBRARY)('draws the background %s as a well-formed 1200×400 SVG', (id) => {
    const svg = backgroundSvg(id);
    expect(svg).toContain('viewBox="0 0 1200 400"');
    expect(checkTags(svg)).toContain('linearGradient');
    expect(backgroundUrl(id)).toBe(`/backgrounds/${id}.svg`);
  });
});
