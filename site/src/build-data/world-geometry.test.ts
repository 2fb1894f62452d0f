import { describe, expect, it } from 'vitest';
import countries from 'i18n-iso-countries';
import { alpha2Of, buildWorldGeometry, worldGeometryFile, worldGeometryRef } from './world-geometry';

const geometry = buildWorldGeometry();
/** The countries the reference data knows (infra/seed: every ISO 3166-1 code and Kosovo). */
const KNOWN = [...Object.keys(countries.getAlpha2Codes()), 'XK'];
/** Antarctica is left out; the US minor islands are scattered specks with no one place. */
const NOT_DRAWN = ['AQ', 'UM'];

describe('the world geometry', () => {
  it('keys every shape and dot by an ISO alpha-2 code (or Kosovo)', () => {
    for (const code of [...Object.keys(geometry.paths), ...Object.keys(geometry.dots)]) {
      expect(KNOWN, code).toContain(code);
    }
  });

  it('draws every country of the data but Antarctica and the US minor islands, as a shape or a dot', () => {
    const missing = KNOWN.filter((code) => !geometry.paths[code] && !geometry.dots[code]);
    expect(missing.sort()).toEqual(NOT_DRAWN);
  });

  it('gives the small states a dot to find them by', () => {
    for (const code of ['AD', 'SG', 'MT', 'BH', 'MC', 'LI', 'SM', 'VA', 'MV', 'TV', 'KN', 'GI']) {
      expect(geometry.dots[code], code).toBeDefined();
    }
    expect(geometry.dots.DE).toBeUndefined();
  });

  it('writes compact path data inside the view box: whole numbers, relative lines', () => {
    expect(geometry.paths.DE).toMatch(/^(M\d+ \d+(l-?\d+-?\d+|l-?\d+ -?\d+)+z)+$/);
    for (const [x, y] of Object.values(geometry.dots)) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(geometry.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(geometry.height);
    }
  });

  it('names the unnumbered shapes: Kosovo, Northern Cyprus with Cyprus, Somaliland with Somalia', () => {
    expect(alpha2Of(undefined, 'Kosovo')).toBe('XK');
    expect(alpha2Of(undefined, 'N. Cyprus')).toBe('CY');
    expect(alpha2Of(undefined, 'Somaliland')).toBe('SO');
    expect(alpha2Of(undefined, 'Siachen Glacier')).toBeUndefined();
    expect(alpha2Of('276', 'Germany')).toBe('DE');
    expect(geometry.paths.GF).toBeDefined(); // French Guiana apart from France
  });

  it('names its file after its content', () => {
    const { file, text } = worldGeometryFile();
    expect(file).toMatch(/^world-[0-9a-f]{10}\.json$/);
    expect(JSON.parse(text)).toEqual(geometry);
    expect(worldGeometryRef()).toEqual({ url: `/geo/${file}`, width: geometry.width, height: geometry.height });
  });
});
