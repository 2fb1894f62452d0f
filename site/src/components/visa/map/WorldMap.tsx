import { memo, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import { countriesNear, isSmallTarget } from './near-tap';
import type { VisaMapStore } from './visa-map-store';
import type { WorldGeometry } from '@/build-data/world-geometry-type';

interface WorldMapProps {
  readonly store: VisaMapStore;
  readonly size: { readonly width: number; readonly height: number };
  /** The map's name to screen readers; the list beside it gives them its content. */
  readonly label: string;
}

/** The country a pointer event is over (its shape or dot carries `data-id`). */
const countryOf = (event: PointerEvent | MouseEvent) =>
  (event.target as Element).closest('[data-id]')?.getAttribute('data-id') ?? undefined;

/**
 * The world as the build projected it, each country coloured by its rule (CSS classes: no inline styles).
 * A click picks the country under it; a finger's tap on a country too small to hit alone offers the
 * countries around it (`near-tap.ts`).
 */
export function WorldMap({ store, size, label }: WorldMapProps) {
  const geometry = useStore(store.$geometry);
  const state = useStore(store.$state);
  const focused = useStore(store.$focused);
  const map = state.status === 'ready' ? state.data : undefined;
  const pointer = useRef('mouse');
  const tap = (event: MouseEvent<SVGSVGElement>) => {
    const shape = (event.target as Element).closest('[data-id]');
    if (pointer.current === 'mouse' || !isSmallTarget(shape)) return store.pick(countryOf(event));
    store.offer(countriesNear(event.currentTarget, event.clientX, event.clientY));
  };
  return (
    <svg
      className="visa-map__world"
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      onPointerOver={(event) => event.pointerType === 'mouse' && store.point(countryOf(event))}
      onPointerDown={(event) => (pointer.current = event.pointerType)}
      onClick={tap}
    >
      {geometry.status === 'ready' && <Countries geometry={geometry.data} map={map} />}
      {focused && geometry.status === 'ready' && <Outline geometry={geometry.data} id={focused.id} />}
    </svg>
  );
}

/** The shapes and dots, drawn again only when the geometry or the passport changes (not on hover). */
const Countries = memo(function Countries({
  geometry,
  map,
}: {
  readonly geometry: WorldGeometry;
  readonly map: VisaMap | undefined;
}) {
  const statusOf = new Map(map?.visa_map.map((destination) => [destination.id, destination.status]));
  const classOf = (id: string) => {
    if (id === map?.passport.id) return 'visa-map__land visa-map__land--own';
    const status = statusOf.get(id);
    return status ? `visa-map__land visa-rule--${status}` : 'visa-map__land';
  };
  return (
    <>
      <g>
        {Object.entries(geometry.paths).map(([id, d]) => (
          <path key={id} d={d} data-id={id} className={classOf(id)} />
        ))}
      </g>
      <g>
        {Object.entries(geometry.dots).map(([id, [x, y]]) => (
          <circle key={id} cx={x} cy={y} r={4} data-id={id} className={`${classOf(id)} visa-map__dot`} />
        ))}
      </g>
    </>
  );
});

/** The outline of the country described, drawn on top. */
function Outline({ geometry, id }: { readonly geometry: WorldGeometry; readonly id: string }) {
  const d = geometry.paths[id];
  const dot = geometry.dots[id];
  return (
    <g className="visa-map__focus" aria-hidden="true">
      {d && <path d={d} />}
      {dot && <circle cx={dot[0]} cy={dot[1]} r={7} />}
    </g>
  );
}
