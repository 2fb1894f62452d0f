/**
 * The world map's geometry as the build writes it (`build-data/world-geometry.ts`):
 * SVG path data per ISO 3166-1 alpha-2 code in a `0 0 width height` viewBox,
 * and a dot for each country too small to find.
 */
export interface WorldGeometry {
  readonly width: number;
  readonly height: number;
  readonly paths: Readonly<Record<string, string>>;
  readonly dots: Readonly<Record<string, readonly [number, number]>>;
}
