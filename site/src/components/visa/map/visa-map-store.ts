import { atom, computed } from 'nanostores';
import type { VisaMap, VisaMapDestination } from '@migralink/shared/schemas/visa-map';
import { VISA_STATUSES, type VisaStatus } from '@migralink/shared/visa-statuses';
import { createLoader } from '@/kit/load';
import type { PassportChoice } from '../passports';
import type { WorldGeometry } from '@/build-data/world-geometry-type';

/** One status's destinations, in the order of `VISA_STATUSES` (the list's headings). */
export interface StatusGroup {
  readonly status: VisaStatus;
  readonly name: string;
  readonly destinations: readonly VisaMapDestination[];
}

/** A status's group and how many of its destinations the list shows so far. */
export interface ListedGroup {
  readonly group: StatusGroup;
  readonly shown: number;
}

/**
 * Destinations listed per frame when a map comes in: rendering and laying out a passport's ~200 rows in one
 * task takes ~20 ms of CPU on a desktop, several times that on a phone (site/README.md, "Long tasks").
 */
export const LIST_STEP = 50;

export interface VisaMapOptions {
  /** Every passport the data knows (the build's `GET /v1/visa-map/countries`), sorted by name. */
  readonly passports: readonly PassportChoice[];
  /** `GET /v1/countries/{id}/visa-map` in the page's language. */
  readonly fetchMap: (passport: string) => Promise<VisaMap>;
  /** The world's paths (the build's geometry file). */
  readonly fetchGeometry: () => Promise<WorldGeometry>;
  /** The visitor's country (cookie, else `GET /v1/ip`); undefined when unknown. */
  readonly detectCountry: () => Promise<string | undefined>;
  /** A passport's own page was built with its map: the island starts with it, and another passport is another page. */
  readonly initial?: VisaMap | undefined;
  /** Opens another page (a passport's own page). */
  readonly go: (url: string) => void;
  /** Writes the chosen passport into the address (`?passport=DE`), without a new history entry. */
  readonly writeQuery: (query: string) => void;
  /** The address of a passport's own page. */
  readonly passportUrl: (passport: PassportChoice) => string;
  /** Resolves after the browser's next frame (`kit/after-paint.ts`): the list grows by a step a frame. */
  readonly afterPaint: () => Promise<void>;
}

/** The passport an address's query names (`?passport=de`), upper-cased; undefined when none or malformed. */
export function passportOfQuery(search: string): string | undefined {
  const value = new URLSearchParams(search).get('passport')?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : undefined;
}

/** The destinations of a map grouped by status, in the order of `VISA_STATUSES`, empty statuses left out. */
export function groupByStatus(map: VisaMap): StatusGroup[] {
  const names = new Map(map.visa_statuses.map((status) => [status.id, status.name]));
  return VISA_STATUSES.map((status) => ({
    status,
    name: names.get(status) ?? status,
    destinations: map.visa_map.filter((destination) => destination.status === status),
  })).filter((group) => group.destinations.length > 0);
}

/** The groups the first `count` destinations of the list fill, in order: the last one shown may be in part. */
export function listedGroups(groups: readonly StatusGroup[], count: number): ListedGroup[] {
  let left = count;
  return groups.flatMap((group) => {
    const shown = Math.min(left, group.destinations.length);
    left -= shown;
    return shown > 0 ? [{ group, shown }] : [];
  });
}

/** The passport a text of the selector names: its exact name (any case), else the only one whose name starts so. */
export function passportNamed(passports: readonly PassportChoice[], text: string): PassportChoice | undefined {
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  const exact = passports.find((passport) => passport.name.toLocaleLowerCase() === wanted);
  if (exact) return exact;
  const starting = passports.filter((passport) => passport.name.toLocaleLowerCase().startsWith(wanted));
  return starting.length === 1 ? starting[0] : undefined;
}

/**
 * The visa-free map's store: which passport is shown (the address's
 * `?passport=`, the page's own passport, else the visitor's country), its
 * map loading or failed with retry, the world's geometry, the destination
 * pointed at (hover) or picked (tap), and the destinations grouped by status.
 */
export function createVisaMap(options: VisaMapOptions) {
  const { passports, fetchMap, fetchGeometry, detectCountry, initial, go, writeQuery, passportUrl, afterPaint } =
    options;
  const known = new Map(passports.map((passport) => [passport.id, passport]));
  const map = createLoader<VisaMap>();
  if (initial) map.set(initial);
  const geometry = createLoader<WorldGeometry>();
  /** The passport shown or being loaded; undefined while none is chosen. */
  const $passport = atom<string | undefined>(initial?.passport.id);
  /** The selector's text. */
  const $query = atom(initial?.passport.name ?? '');
  /** The selector's text names no passport. */
  const $unknown = atom(false);
  const $pointed = atom<string | undefined>(undefined);
  const $picked = atom<string | undefined>(undefined);
  /** The destinations near a tap too small to tell them apart, nearest first, for the visitor to choose from. */
  const $nearby = atom<readonly VisaMapDestination[] | undefined>(undefined);

  /**
   * How many destinations the list shows: all of the build's map (the page's HTML has them), a map loaded
   * here `LIST_STEP` more after each frame, so no task renders and lays out the whole list.
   */
  const $listed = atom(initial?.visa_map.length ?? 0);
  let listing = 0;
  /** Waits for a load of the map (`map.load`, `map.retry`), then lists what came, a step a frame. */
  async function listWhenLoaded(loading: Promise<void>): Promise<void> {
    listing += 1;
    const mine = listing;
    $listed.set(0);
    await loading;
    const state = map.$state.get();
    if (state.status !== 'ready') return;
    const total = state.data.visa_map.length;
    for (let count = LIST_STEP; mine === listing; count += LIST_STEP) {
      $listed.set(Math.min(count, total));
      if (count >= total) return;
      await afterPaint();
    }
  }

  const $groups = computed(map.$state, (state) => (state.status === 'ready' ? groupByStatus(state.data) : []));
  const $statusOf = computed(map.$state, (state) =>
    state.status === 'ready'
      ? new Map(state.data.visa_map.map((destination) => [destination.id, destination]))
      : new Map(),
  );
  /** The destination the details describe: the one tapped (pinned), else the one under the pointer. */
  const $focused = computed([$statusOf, $pointed, $picked], (destinations, pointed, picked) => {
    const id = picked ?? pointed;
    return id === undefined ? undefined : (destinations.get(id) as VisaMapDestination | undefined);
  });

  /** A tap or click pins a destination's details until another one (again on it, or undefined: unpinned). */
  function pick(id: string | undefined): void {
    $nearby.set(undefined);
    $picked.set(id === $picked.get() ? undefined : id);
  }

  function show(passport: PassportChoice): Promise<void> {
    $passport.set(passport.id);
    $query.set(passport.name);
    $unknown.set(false);
    $pointed.set(undefined);
    $picked.set(undefined);
    $nearby.set(undefined);
    return listWhenLoaded(map.load(() => fetchMap(passport.id)));
  }

  return {
    $state: map.$state,
    $geometry: geometry.$state,
    $passport,
    $query,
    $unknown,
    $groups,
    $listed,
    $focused,
    $picked,
    $nearby,
    passports,
    /**
     * Starts the island: loads the geometry, and the map of the address's
     * passport, else of the visitor's country (none when the data has no such
     * passport). A passport's own page already has its map.
     */
    async start(search: string): Promise<void> {
      void geometry.load(fetchGeometry);
      if (initial) return;
      const named = known.get(passportOfQuery(search) ?? '');
      if (named) return show(named);
      const country = await detectCountry();
      const own = known.get(country ?? '');
      if (own && $passport.get() === undefined) return show(own);
    },
    /** The selector's text changed. */
    type(text: string): void {
      $query.set(text);
      $unknown.set(false);
    },
    /** Shows the passport the selector names: its own page on a passport's page, else here with `?passport=`. */
    choose(text: string = $query.get()): Promise<void> {
      const passport = passportNamed(passports, text);
      $unknown.set(passport === undefined);
      if (!passport || passport.id === $passport.get()) return Promise.resolve();
      if (initial) {
        go(passportUrl(passport));
        return Promise.resolve();
      }
      writeQuery(`passport=${passport.id}`);
      return show(passport);
    },
    retry: () => listWhenLoaded(map.retry()),
    retryGeometry: () => geometry.retry(),
    /** The pointer is over a destination (undefined: over none). */
    point(id: string | undefined): void {
      $pointed.set(id);
    },
    pick,
    /**
     * A tap on a phone, with the countries near it, nearest first: one is picked at once; between
     * several (Germany is a few pixels wide on a phone), the visitor chooses from their names.
     */
    offer(ids: readonly string[]): void {
      const destinations = $statusOf.get() as Map<string, VisaMapDestination>;
      const near = ids.flatMap((id) => destinations.get(id) ?? []);
      if (near.length <= 1) return pick(near[0]?.id);
      $picked.set(undefined);
      $nearby.set(near);
    },
    dispose(): void {
      map.cancel();
      geometry.cancel();
      listing += 1;
    },
  };
}

export type VisaMapStore = ReturnType<typeof createVisaMap>;
