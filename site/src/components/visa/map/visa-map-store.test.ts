import { describe, expect, it, vi } from 'vitest';
import { getVisaMap } from '@migralink/shared/api/visa-map';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import { useFakeApi } from '@/api/fake-api';
import { fetchPassportMap } from '@/api/visa-map';
import type { PassportChoice } from '../passports';
import {
  createVisaMap,
  groupByStatus,
  LIST_STEP,
  listedGroups,
  passportNamed,
  passportOfQuery,
} from './visa-map-store';

const PASSPORTS: PassportChoice[] = [
  { id: 'DE', name: 'Germany', slug: 'germany' },
  { id: 'GE', name: 'Georgia', slug: 'georgia' },
  { id: 'UA', name: 'Ukraine', slug: 'ukraine' },
];

const STATUSES = [
  { id: 'visa_free', name: 'Visa-free' },
  { id: 'visa_on_arrival', name: 'Visa on arrival' },
  { id: 'eta', name: 'eTA' },
  { id: 'e_visa', name: 'e-Visa' },
  { id: 'visa_required', name: 'Visa required' },
  { id: 'no_admission', name: 'No admission' },
] as const;

function visaMapOf(id: string, name: string): VisaMap {
  return {
    passport: { id, name, slug: name.toLowerCase(), mobility: 2 },
    visa_map: [
      { id: 'CY', name: 'Cyprus', slug: 'cyprus', status: 'visa_free', days: 90, companies_count: 2 },
      { id: 'IN', name: 'India', slug: 'india', status: 'e_visa', days: 30, companies_count: 0 },
      { id: 'JP', name: 'Japan', slug: 'japan', status: 'visa_free', days: null, companies_count: 0 },
      { id: 'NP', name: 'Nepal', slug: 'nepal', status: 'visa_on_arrival', days: 90, companies_count: 0 },
    ],
    visa_statuses: [...STATUSES],
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}

/** A map with `count` destinations, all visa-free. */
function longMap(id: string, name: string, count: number): VisaMap {
  const destinations = Array.from({ length: count }, (_, index) => ({
    id: `C${index}`,
    name: `Country ${index}`,
    slug: `country-${index}`,
    status: 'visa_free' as const,
    days: 90,
    companies_count: 0,
  }));
  return { ...visaMapOf(id, name), visa_map: destinations };
}

const geometry = { width: 10, height: 5, paths: { CY: 'M1 1l1 0l0 1z' }, dots: { CY: [1, 1] as const } };

const api = useFakeApi();

function createStore(overrides: { country?: string; initial?: VisaMap; afterPaint?: () => Promise<void> } = {}) {
  const go = vi.fn();
  const writeQuery = vi.fn();
  const detectCountry = vi.fn(async () => overrides.country);
  const store = createVisaMap({
    passports: PASSPORTS,
    // The map's load through the real API client, by endpoint, as in the browser.
    fetchMap: fetchPassportMap,
    fetchGeometry: async () => geometry,
    detectCountry,
    initial: overrides.initial,
    go,
    writeQuery,
    passportUrl: (passport) => `/en/visa-free-map/${passport.slug}/`,
    afterPaint: overrides.afterPaint ?? (async () => undefined),
  });
  return { store, go, writeQuery, detectCountry };
}

const answerMap = (id: string, name: string) =>
  api.answerOnce(getVisaMap, { status: 200, body: { data: visaMapOf(id, name) } });

describe('the visa map store', () => {
  it('shows the passport the address names, without asking for the country', async () => {
    answerMap('UA', 'Ukraine');
    const { store, detectCountry } = createStore({ country: 'DE' });
    await store.start('?passport=ua');
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/countries/UA/visa-map']);
    expect(detectCountry).not.toHaveBeenCalled();
    expect(store.$passport.get()).toBe('UA');
    expect(store.$query.get()).toBe('Ukraine');
    expect(store.$state.get()).toMatchObject({ status: 'ready', data: { passport: { id: 'UA' } } });
    expect(store.$geometry.get()).toEqual({ status: 'ready', data: geometry });
  });

  it("defaults to the visitor's country when the address names no passport", async () => {
    answerMap('DE', 'Germany');
    const { store, detectCountry } = createStore({ country: 'DE' });
    await store.start('');
    expect(detectCountry).toHaveBeenCalledOnce();
    expect(store.$passport.get()).toBe('DE');
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/countries/DE/visa-map']);
  });

  it('chooses nothing when the country is unknown or has no passport data', async () => {
    const { store } = createStore({ country: 'AQ' });
    await store.start('?passport=zz');
    expect(store.$passport.get()).toBeUndefined();
    expect(api.calls).toEqual([]);
    expect(createStore().store.$passport.get()).toBeUndefined();
  });

  it('chooses a passport by its name, writes it into the address and loads its map', async () => {
    answerMap('DE', 'Germany');
    const { store, writeQuery, go } = createStore({ country: 'DE' });
    await store.start('');
    answerMap('UA', 'Ukraine');
    store.type('ukr');
    await store.choose();
    expect(writeQuery).toHaveBeenCalledWith('passport=UA');
    expect(go).not.toHaveBeenCalled();
    expect(store.$query.get()).toBe('Ukraine');
    expect(store.$state.get()).toMatchObject({ status: 'ready', data: { passport: { id: 'UA' } } });
  });

  it('says when the text names no passport, and calls nothing', async () => {
    const { store, writeQuery } = createStore();
    store.type('Ge');
    await store.choose();
    expect(store.$unknown.get()).toBe(true);
    expect(writeQuery).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    store.type('Georgia');
    expect(store.$unknown.get()).toBe(false);
  });

  it("on a passport's own page starts with its map and goes to another passport's page", async () => {
    const { store, go, writeQuery, detectCountry } = createStore({ initial: visaMapOf('DE', 'Germany') });
    expect(store.$state.get()).toMatchObject({ status: 'ready' });
    expect(store.$groups.get().map((group) => group.status)).toEqual(['visa_free', 'visa_on_arrival', 'e_visa']);
    await store.start('?passport=UA');
    expect(api.calls).toEqual([]);
    expect(detectCountry).not.toHaveBeenCalled();
    await store.choose('Georgia');
    expect(go).toHaveBeenCalledWith('/en/visa-free-map/georgia/');
    expect(writeQuery).not.toHaveBeenCalled();
  });

  it('fails when the map cannot be loaded, and loads it on retry', async () => {
    api.answerOnce(getVisaMap, { status: 500, body: { message: 'Down', code: 500 } });
    const { store } = createStore();
    await store.start('?passport=DE');
    expect(store.$state.get().status).toBe('failed');
    expect(store.$groups.get()).toEqual([]);
    answerMap('DE', 'Germany');
    await store.retry();
    expect(store.$state.get()).toMatchObject({ status: 'ready', data: { passport: { id: 'DE' } } });
  });

  it('lists a map it loads a step a frame, and starts again for the next passport', async () => {
    const frames: (() => void)[] = [];
    const nextFrame = () => frames.shift()?.();
    const { store } = createStore({ afterPaint: () => new Promise((resolve) => frames.push(resolve)) });
    api.answerOnce(getVisaMap, { status: 200, body: { data: longMap('UA', 'Ukraine', 2 * LIST_STEP + 5) } });
    const shown = store.start('?passport=UA');
    await vi.waitFor(() => expect(store.$listed.get()).toBe(LIST_STEP));
    nextFrame();
    await vi.waitFor(() => expect(store.$listed.get()).toBe(2 * LIST_STEP));
    nextFrame();
    await shown;
    expect(store.$listed.get()).toBe(2 * LIST_STEP + 5);
    expect(frames).toEqual([]);

    api.answerOnce(getVisaMap, { status: 200, body: { data: longMap('DE', 'Germany', LIST_STEP + 1) } });
    const next = store.choose('Germany');
    expect(store.$listed.get()).toBe(0);
    await vi.waitFor(() => expect(store.$listed.get()).toBe(LIST_STEP));
    nextFrame();
    await next;
    expect(store.$listed.get()).toBe(LIST_STEP + 1);
  });

  it("lists the build's map whole at once: the page's HTML has it", () => {
    const { store } = createStore({ initial: longMap('DE', 'Germany', 2 * LIST_STEP) });
    expect(store.$listed.get()).toBe(2 * LIST_STEP);
  });

  it('shows the groups the first destinations of the list fill, the last one in part', () => {
    const groups = groupByStatus(visaMapOf('DE', 'Germany'));
    const listed = (count: number) => listedGroups(groups, count).map(({ group, shown }) => [group.status, shown]);
    expect(listed(0)).toEqual([]);
    expect(listed(1)).toEqual([['visa_free', 1]]);
    expect(listed(3)).toEqual([
      ['visa_free', 2],
      ['visa_on_arrival', 1],
    ]);
    expect(listed(10)).toEqual([
      ['visa_free', 2],
      ['visa_on_arrival', 1],
      ['e_visa', 1],
    ]);
  });

  it('groups the destinations by status in the order of the statuses, with their names', () => {
    const groups = groupByStatus(visaMapOf('DE', 'Germany'));
    expect(groups.map((group) => [group.status, group.name, group.destinations.map((item) => item.id)])).toEqual([
      ['visa_free', 'Visa-free', ['CY', 'JP']],
      ['visa_on_arrival', 'Visa on arrival', ['NP']],
      ['e_visa', 'e-Visa', ['IN']],
    ]);
  });

  it('describes the destination pointed at, unless one was tapped: that one stays until unpinned', () => {
    const { store } = createStore({ initial: visaMapOf('DE', 'Germany') });
    store.point('CY');
    expect(store.$focused.get()?.name).toBe('Cyprus');
    store.pick('IN');
    store.point('JP');
    expect(store.$focused.get()?.name).toBe('India');
    store.pick('IN');
    expect(store.$focused.get()?.name).toBe('Japan');
    store.point(undefined);
    expect(store.$focused.get()).toBeUndefined();
    store.point('XX');
    expect(store.$focused.get()).toBeUndefined();
  });

  it('offers the destinations near a tap to choose from, nearest first, and picks a lone one at once', () => {
    const { store } = createStore({ initial: visaMapOf('DE', 'Germany') });
    store.offer(['NP', 'XX', 'IN', 'DE']);
    expect(store.$nearby.get()?.map((destination) => destination.name)).toEqual(['Nepal', 'India']);
    expect(store.$focused.get()).toBeUndefined();
    store.pick('IN');
    expect(store.$nearby.get()).toBeUndefined();
    expect(store.$focused.get()?.name).toBe('India');
    store.offer(['XX', 'CY']);
    expect(store.$nearby.get()).toBeUndefined();
    expect(store.$focused.get()?.name).toBe('Cyprus');
  });
});

describe('passport names and the address', () => {
  it.each([
    ['?passport=de', 'DE'],
    ['?passport=DEU', undefined],
    ['?other=1', undefined],
  ])('%s names %s', (search, expected) => expect(passportOfQuery(search)).toBe(expected));

  it('finds a passport by its exact name or by the only name that starts so', () => {
    expect(passportNamed(PASSPORTS, ' germany ')?.id).toBe('DE');
    expect(passportNamed(PASSPORTS, 'Geo')?.id).toBe('GE');
    expect(passportNamed(PASSPORTS, 'G')).toBeUndefined();
    expect(passportNamed(PASSPORTS, '')).toBeUndefined();
  });
});
