import { atom, computed, type ReadableAtom } from 'nanostores';
import { VISA_MAP_LIST } from '@migralink/shared/api/page-endpoints';
import type { compareVisaMaps } from '@migralink/shared/api/visa-map';
import type { VisaMapList } from '@migralink/shared/schemas/visa-map';
import { MAX_COMPARED_PASSPORTS } from '@migralink/shared/visa-statuses';
import { callApi } from '@/api/client';
import { createLoader, type Loaded } from '@/kit/load';
import type { PassportChoice } from '../passports';
import { secondPassportGains, shownDestinations, type PassportGain } from './second-passport';

export type SortOrder = 'asc' | 'desc';

/** The comparison as shown: nothing chosen yet (idle), or the load of the chosen passports. */
export type ComparisonState = { readonly status: 'idle' } | Loaded<VisaMapList>;

export interface ComparisonOptions {
  /** Every passport the data knows, sorted by name in the page's language. */
  readonly passports: readonly PassportChoice[];
  /** Writes the chosen passports into the page's query (`history.replaceState`): `passports=DE,RU&sort=desc`. */
  readonly writeQuery: (query: string) => void;
}

const IDLE = { status: 'idle' } as const;

/** Letters compared without case or accents: "Česko" is found by "cesk". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** `passports=DE,RU,UA` (and `sort=desc` when it is not the default), no `?`. */
export function comparisonQuery(chosen: readonly string[], sort: SortOrder): string {
  const query = new URLSearchParams();
  if (chosen.length > 0) query.set('passports', chosen.join(','));
  if (sort === 'desc') query.set('sort', 'desc');
  return query.toString().replace(/%2C/g, ',');
}

/**
 * The passport comparison (`/comparison-of-passports/`): up to four passports
 * chosen from the page's list and kept in the address, their rules side by side
 * (`GET /v1/countries/visa-map-list`, in the order chosen, sorted by the API),
 * the two switches that narrow the rows, and what a second passport adds to the
 * one held (the first chosen, unless another is picked). The answers are only
 * shown, never saved back: it calls by endpoint and checks nothing at run time,
 * like the companies search (the schemas would bring zod's ~10 KB to the page).
 */
export function createComparison({ passports, writeQuery }: ComparisonOptions) {
  const known = new Map(passports.map((passport) => [passport.id, passport]));
  const $chosen = atom<readonly string[]>([]);
  const $sort = atom<SortOrder>('asc');
  const $onlyDifferences = atom(false);
  const $onlyVisa = atom(false);
  const $search = atom('');
  const $held = atom<string | undefined>(undefined);
  const loader = createLoader<VisaMapList>();
  const $comparison = atom<ComparisonState>(IDLE);
  /** The last comparison loaded: still shown while the next one loads (nothing jumps), gone after a failure. */
  const $shown = atom<VisaMapList | undefined>(undefined);
  loader.$state.listen((state) => {
    if ($chosen.get().length === 0) return;
    $comparison.set(state);
    if (state.status !== 'loading') $shown.set(state.status === 'ready' ? state.data : undefined);
  });

  function load(): Promise<void> {
    const countries = [...$chosen.get()];
    writeQuery(comparisonQuery(countries, $sort.get()));
    if (countries.length === 0) {
      loader.cancel();
      $comparison.set(IDLE);
      $shown.set(undefined);
      return Promise.resolve();
    }
    const query = { countries, sort: $sort.get() };
    return loader.load(async () => (await callApi<typeof compareVisaMaps>(VISA_MAP_LIST, { query })).data);
  }

  const $choices = computed([$search, $chosen], (search, chosen) => {
    const wanted = folded(search.trim());
    return passports.filter(
      (passport) =>
        !chosen.includes(passport.id) &&
        (folded(passport.name).includes(wanted) || passport.id === search.trim().toUpperCase()),
    );
  });

  const $rows = computed([$shown, $onlyDifferences, $onlyVisa], (shown, onlyDifferences, onlyVisa) =>
    shown ? shownDestinations(shown.destinations, { onlyDifferences, onlyVisa }) : [],
  );

  const $gains = computed([$shown, $held], (shown, held): { held: string; gains: PassportGain[] } | undefined => {
    if (!shown || shown.passports.length < 2) return undefined;
    const ids = shown.passports.map((passport) => passport.id);
    const base = held && ids.includes(held) ? held : ids[0]!;
    return { held: base, gains: secondPassportGains(shown, base) };
  });

  return {
    $chosen: $chosen as ReadableAtom<readonly string[]>,
    $full: computed($chosen, (chosen) => chosen.length >= MAX_COMPARED_PASSPORTS),
    $sort: $sort as ReadableAtom<SortOrder>,
    $onlyDifferences: $onlyDifferences as ReadableAtom<boolean>,
    $onlyVisa: $onlyVisa as ReadableAtom<boolean>,
    $search: $search as ReadableAtom<string>,
    /** The passports the list offers: those not chosen whose name (or code) matches the search. */
    $choices,
    $comparison: $comparison as ReadableAtom<ComparisonState>,
    /** The comparison on screen: the last one loaded, kept while the next loads; undefined before and after a failure. */
    $shown: $shown as ReadableAtom<VisaMapList | undefined>,
    /** The destinations the switches keep. */
    $rows,
    /** What each other compared passport adds to the held one; undefined with fewer than two. */
    $gains,

    /** The island runs: the address's passports (`?passports=DE,RU`, known ones, at most four) and order. */
    start(address: string): Promise<void> {
      const query = new URLSearchParams(address);
      const codes = (query.get('passports') ?? '').split(',').map((code) => code.trim().toUpperCase());
      $chosen.set([...new Set(codes)].filter((code) => known.has(code)).slice(0, MAX_COMPARED_PASSPORTS));
      $sort.set(query.get('sort') === 'desc' ? 'desc' : 'asc');
      return load();
    },
    /** Adds a passport; refused (false) for an unknown one, one chosen already, or a fifth. */
    async add(id: string): Promise<boolean> {
      const chosen = $chosen.get();
      if (!known.has(id) || chosen.includes(id) || chosen.length >= MAX_COMPARED_PASSPORTS) return false;
      $chosen.set([...chosen, id]);
      $search.set('');
      await load();
      return true;
    },
    remove(id: string): Promise<void> {
      if (!$chosen.get().includes(id)) return Promise.resolve();
      $chosen.set($chosen.get().filter((code) => code !== id));
      return load();
    },
    search: (text: string) => $search.set(text),
    showOnlyDifferences: (on: boolean) => $onlyDifferences.set(on),
    showOnlyVisa: (on: boolean) => $onlyVisa.set(on),
    sortBy(order: SortOrder): Promise<void> {
      if (order === $sort.get()) return Promise.resolve();
      $sort.set(order);
      return load();
    },
    /** The passport the second-passport gains are counted for. */
    hold: (id: string) => $held.set(id),
    /** Loads the comparison again after it failed. */
    retry: () => loader.retry(),
    /** The name of a passport of the list. */
    nameOf: (id: string) => known.get(id)?.name ?? id,
    /** The island is gone: an answer still on its way is dropped. */
    dispose: () => loader.cancel(),
  };
}

export type ComparisonStore = ReturnType<typeof createComparison>;
