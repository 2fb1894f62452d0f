import { createHash } from 'node:crypto';
import { geoArea, geoCentroid, geoNaturalEarth1, geoPath, geoTransform, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-50m.json' with { type: 'json' };
import type { WorldGeometry } from './world-geometry-type';

/**
 * The world map's geometry, projected at build time (the browser only colours
 * paths: no d3 in the client). Natural Earth 1:50m countries from world-atlas,
 * Natural Earth projection fitted to `WIDTH`, coordinates rounded to whole
 * units of the viewBox and consecutive repeats dropped, each ring written with
 * relative moves. Countries too small to find at that scale (Andorra, Malta,
 * Singapore, the island states) also get a dot at their centroid.
 */
export type { WorldGeometry };

export const WIDTH = 1600;
/** Below this projected area (square units of the viewBox) a country also gets a dot. */
const DOT_AREA = 30;

/** world-atlas features without an ISO numeric id: the code the visa data knows them by, or left out. */
const UNNUMBERED: Readonly<Record<string, string | undefined>> = {
  Kosovo: 'XK',
  Somaliland: 'SO',
  'N. Cyprus': 'CY',
  // Australia's Indian Ocean territories and the disputed glacier are nobody's passport.
  'Indian Ocean Ter.': undefined,
  'Siachen Glacier': undefined,
};
/** Antarctica has no passport and no visa rule; it only takes room. */
const LEFT_OUT = new Set(['AQ']);

/**
 * Overseas parts Natural Earth draws within their state's shape but ISO codes
 * (and visa rules) apart: a polygon of `of` whose centre lies in the box
 * (longitudes west → east, latitudes south → north) is drawn as `code`.
 */
const OVERSEAS: readonly { code: string; of: string; box: readonly [number, number, number, number] }[] = [
  { code: 'GF', of: 'FR', box: [-55, 2, -51, 6] },
  { code: 'GP', of: 'FR', box: [-62, 15.8, -61, 16.6] },
  { code: 'MQ', of: 'FR', box: [-61.3, 14.3, -60.7, 15] },
  { code: 'RE', of: 'FR', box: [55, -21.5, 56, -20.8] },
  { code: 'YT', of: 'FR', box: [44.9, -13.1, 45.4, -12.5] },
  { code: 'SJ', of: 'NO', box: [10, 74, 35, 81] },
  { code: 'BQ', of: 'NL', box: [-69, 11.9, -62.9, 17.7] },
];

/** Places too small for 1:50m: a dot at [longitude, latitude]. */
const DOT_ONLY: Readonly<Record<string, readonly [number, number]>> = {
  TV: [179.2, -8.5],
  TK: [-171.8, -9.2],
  CX: [105.7, -10.5],
  CC: [96.8, -12.2],
  GI: [-5.35, 36.14],
  BV: [3.4, -54.4],
};

type CountryFeature = Feature<Polygon | MultiPolygon, { name: string }>;

/** The alpha-2 code of a world-atlas feature (numeric ISO id, or a name for the unnumbered ones). */
export function alpha2Of(id: string | number | undefined, name: string): string | undefined {
  if (id === undefined || id === '') return UNNUMBERED[name];
  return countries.numericToAlpha2(id);
}

/** A state's shape split into its mainland and the overseas parts with codes of their own (`OVERSEAS`). */
function overseasParts(code: string, shape: CountryFeature): [CountryFeature, string][] {
  const parts = OVERSEAS.filter((part) => part.of === code);
  if (parts.length === 0 || shape.geometry.type !== 'MultiPolygon') return [[shape, code]];
  const polygons = new Map<string, Polygon['coordinates'][]>();
  for (const polygon of shape.geometry.coordinates) {
    const [longitude, latitude] = geoCentroid({ type: 'Polygon', coordinates: polygon });
    const inside = parts.find(
      ({ box: [west, south, east, north] }) =>
        longitude >= west && longitude <= east && latitude >= south && latitude <= north,
    );
    const partCode = inside?.code ?? code;
    polygons.set(partCode, [...(polygons.get(partCode) ?? []), polygon]);
  }
  return [...polygons].map(([partCode, coordinates]) => [
    { ...shape, geometry: { type: 'MultiPolygon', coordinates } },
    partCode,
  ]);
}

/** Writes rounded, de-duplicated rings as relative SVG path data. */
function pathData(projection: GeoProjection, shape: CountryFeature): string {
  let out = '';
  let ring: [number, number][] = [];
  const flush = () => {
    // A ring that rounds to less than a triangle draws nothing.
    if (ring.length >= 3) {
      let [px, py] = ring[0]!;
      out += `M${px} ${py}`;
      for (let index = 1; index < ring.length; index += 1) {
        const [x, y] = ring[index]!;
        out += `l${x - px} ${y - py}`.replace(/ -/g, '-');
        px = x;
        py = y;
      }
      out += 'z';
    }
    ring = [];
  };
  const stream = geoTransform({
    point(x, y) {
      const point: [number, number] = [Math.round(x), Math.round(y)];
      const last = ring[ring.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point);
    },
    lineStart() {
      ring = [];
    },
    lineEnd() {
      const first = ring[0];
      const last = ring[ring.length - 1];
      if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
      flush();
    },
  });
  geoPath({ stream: (output) => projection.stream(stream.stream(output)) }).context(null)(shape);
  return out;
}

/** Projects the world: every country with an alpha-2 code, a dot for the small ones. */
export function buildWorldGeometry(): WorldGeometry {
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const all = feature(topology, topology.objects.countries).features as CountryFeature[];
  const shapes = new Map<string, CountryFeature[]>();
  for (const shape of all) {
    const code = alpha2Of(shape.id, shape.properties.name);
    if (!code || LEFT_OUT.has(code)) continue;
    for (const [part, partCode] of overseasParts(code, shape))
      shapes.set(partCode, [...(shapes.get(partCode) ?? []), part]);
  }
  const projection = geoNaturalEarth1();
  const world = {
    type: 'FeatureCollection' as const,
    features: [...shapes.values()].flat(),
  };
  // The whole globe's width (dots on the date line stay inside); as high as the land without Antarctica.
  projection.fitWidth(WIDTH, { type: 'Sphere' });
  const height = Math.ceil(geoPath(projection).bounds(world)[1][1]);
  const paths: Record<string, string> = {};
  const dots: Record<string, [number, number]> = {};
  for (const [code, parts] of [...shapes].sort(([a], [b]) => a.localeCompare(b))) {
    const d = parts.map((part) => pathData(projection, part)).join('');
    if (d) paths[code] = d;
    const area = parts.reduce((sum, part) => sum + geoPath(projection).area(part), 0);
    if (!d || area < DOT_AREA) {
      // The centroid of the largest part: a small state's own land, not the sea between its islands.
      const largest = parts.reduce((a, b) => (geoArea(b) > geoArea(a) ? b : a));
      const point = projection(geoCentroid(largest));
      if (point) dots[code] = [Math.round(point[0]), Math.round(point[1])];
    }
  }
  for (const [code, place] of Object.entries(DOT_ONLY)) {
    const point = projection([...place]);
    if (point && !paths[code]) dots[code] = [Math.round(point[0]), Math.round(point[1])];
  }
  return { width: WIDTH, height, paths, dots };
}

let built: { readonly geometry: WorldGeometry; readonly text: string; readonly file: string } | undefined;

/**
 * The geometry as the file the map loads, built once per process: its JSON
 * text and its name, which carries a hash of the content
 * (`world-3f9a1c2b.json`), so it may be cached for a year (CloudFront's `/geo/*`).
 */
export function worldGeometryFile(): {
  readonly geometry: WorldGeometry;
  readonly text: string;
  readonly file: string;
} {
  if (!built) {
    const geometry = buildWorldGeometry();
    const text = JSON.stringify(geometry);
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
    built = { geometry, text, file: `world-${hash}.json` };
  }
  return built;
}

/** The folder of the geometry file on the site (`src/pages/geo/[file].ts`). */
export const WORLD_GEOMETRY_FOLDER = '/geo/';

/** What the map island needs of the geometry before it loads: the file's address and the view box. */
export function worldGeometryRef(): { readonly url: string; readonly width: number; readonly height: number } {
  const { geometry, file } = worldGeometryFile();
  return { url: `${WORLD_GEOMETRY_FOLDER}${file}`, width: geometry.width, height: geometry.height };
}
