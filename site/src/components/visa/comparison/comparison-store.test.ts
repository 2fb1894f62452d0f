import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compareVisaMaps } from '@migralink/shared/api/visa-map';
import { useFakeApi, type FakeCall } from '@/api/fake-api';
import { comparisonQuery, createComparison, type ComparisonStore } from './comparison-store';
import { comparisonAnswer, NAMES } from './test-comparison';

const PASSPORTS = Object.entries(NAMES).map(([id, name]) => ({ id, name, slug: id.toLowerCase() }));
const ROWS = {
  CN: ['visa_free:30', 'visa_required', 'visa_required', 'visa_required'],
  FR: ['visa_required', 'visa_free:90', 'visa_free:90', 'visa_free:90'],
  IN: ['e_visa', 'e_visa', 'e_visa', 'e_visa'],
  US: ['visa_required', 'eta', 'visa_required', 'eta'],
};

/** Answers each comparison with the passports it asks for, in their order (the first four columns of ROWS). */
const answerAsked = (call: FakeCall) => {
  const asked = new URL(call.url, 'http://site').searchParams.getAll('countries[]');
  const rows = Object.fromEntries(Object.entries(ROWS).map(([id, rules]) => [id, rules.slice(0, asked.length)]));
  return { status: 200, body: { data: comparisonAnswer(asked, rows) } };
};
const query = (call: FakeCall) => new URL(call.url, 'http://site').search;

const api = useFakeApi();
let store: ComparisonStore;
let writeQuery: ReturnType<typeof vi.fn<(query: string) => void>>;
beforeEach(() => {
  api.answer(compareVisaMaps, answerAsked);
  writeQuery = vi.fn<(query: string) => void>();
  store = createComparison({ passports: PASSPORTS, writeQuery });
});
afterEach(() => {
  store.dispose();
});

const chosen = () => store.$chosen.get();
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('the passport comparison store', () => {
  it('starts from the address: known passports, at most four, once each, in their order', async () => {
    await store.start('?passports=ru,DE,XX,DE,UA,FR,US&sort=desc');
    expect(chosen()).toEqual(['RU', 'DE', 'UA', 'FR']);
    expect(store.$sort.get()).toBe('desc');
    expect(api.calls.map(query)).toEqual([
      '?countries%5B%5D=RU&countries%5B%5D=DE&countries%5B%5D=UA&countries%5B%5D=FR&sort=desc',
    ]);
    expect(writeQuery).toHaveBeenLastCalledWith('passports=RU,DE,UA,FR&sort=desc');
    const state = store.$comparison.get();
    expect(state.status === 'ready' && ids(state.data.passports)).toEqual(['RU', 'DE', 'UA', 'FR']);
  });

  it('shows nothing and calls nothing with no passport chosen', async () => {
    await store.start('');
    expect(store.$comparison.get()).toEqual({ status: 'idle' });
    expect(api.calls).toHaveLength(0);
  });

  it('adds and removes passports, keeping the address in step (a round trip gives the same choice)', async () => {
    await store.start('');
    expect(await store.add('DE')).toBe(true);
    expect(await store.add('UA')).toBe(true);
    expect(await store.add('DE')).toBe(false);
    expect(await store.add('XX')).toBe(false);
    expect(writeQuery).toHaveBeenLastCalledWith('passports=DE,UA');
    await store.remove('DE');
    expect(chosen()).toEqual(['UA']);
    expect(writeQuery).toHaveBeenLastCalledWith('passports=UA');
    await store.add('RU');
    await store.sortBy('desc');

    const again = createComparison({ passports: PASSPORTS, writeQuery: vi.fn() });
    await again.start(`?${comparisonQuery(chosen(), store.$sort.get())}`);
    expect(again.$chosen.get()).toEqual(['UA', 'RU']);
    expect(again.$sort.get()).toBe('desc');
    await store.remove('UA');
    await store.remove('RU');
    expect(store.$comparison.get()).toEqual({ status: 'idle' });
    expect(writeQuery).toHaveBeenLastCalledWith('sort=desc');
  });

  it('refuses a fifth passport', async () => {
    await store.start('?passports=RU,DE,UA,FR');
    expect(store.$full.get()).toBe(true);
    const calls = api.calls.length;
    expect(await store.add('US')).toBe(false);
    expect(chosen()).toEqual(['RU', 'DE', 'UA', 'FR']);
    expect(api.calls).toHaveLength(calls);
  });

  it('offers the passports not chosen whose name or code matches the search, without case or accents', async () => {
    await store.start('?passports=RU');
    store.search('ГЕР');
    expect(ids(store.$choices.get())).toEqual(['DE']);
    store.search('us');
    expect(ids(store.$choices.get())).toEqual(['US']);
    store.search('Рос');
    expect(store.$choices.get()).toEqual([]);
    store.search('');
    expect(store.$choices.get()).toHaveLength(PASSPORTS.length - 1);
  });

  it('narrows the rows with "only differences" and "only where a visa is needed"', async () => {
    await store.start('?passports=RU,DE');
    expect(ids(store.$rows.get())).toEqual(['CN', 'FR', 'IN', 'US']);
    store.showOnlyDifferences(true);
    expect(ids(store.$rows.get())).toEqual(['CN', 'FR', 'US']);
    store.showOnlyDifferences(false);
    await store.add('FR');
    await store.add('UA');
    // RU, DE, FR, UA: the US is open to DE and UA by eTA, closed to RU and FR.
    store.showOnlyVisa(true);
    expect(ids(store.$rows.get())).toEqual(['CN', 'FR', 'IN', 'US']);
    store.showOnlyDifferences(true);
    expect(ids(store.$rows.get())).toEqual(['CN', 'FR', 'US']);
  });

  it('sorts by the API: asking again with the order', async () => {
    await store.start('?passports=DE');
    await store.sortBy('desc');
    expect(api.calls.map(query).at(-1)).toBe('?countries%5B%5D=DE&sort=desc');
    expect(writeQuery).toHaveBeenLastCalledWith('passports=DE&sort=desc');
  });

  it('counts what a second passport adds to the first chosen, or to the one held', async () => {
    await store.start('?passports=RU');
    expect(store.$gains.get()).toBeUndefined();
    await store.add('DE');
    await store.add('UA');
    const gains = () => store.$gains.get()?.gains.map((gain) => [gain.passport.id, ids(gain.destinations)]);
    expect(store.$gains.get()?.held).toBe('RU');
    expect(gains()).toEqual([
      ['DE', ['FR', 'US']],
      ['UA', ['FR']],
    ]);
    store.hold('DE');
    expect(gains()).toEqual([
      ['RU', ['CN']],
      ['UA', []],
    ]);
    await store.remove('DE');
    expect(store.$gains.get()?.held).toBe('RU');
  });

  it('fails when the comparison cannot load, and loads on retry', async () => {
    api.answerOnce(compareVisaMaps, { status: 500, body: { message: 'Down', code: 500 } });
    await store.start('?passports=DE,UA');
    expect(store.$comparison.get().status).toBe('failed');
    expect(store.$rows.get()).toEqual([]);
    await store.retry();
    expect(store.$comparison.get().status).toBe('ready');
    expect(ids(store.$rows.get())).toEqual(['CN', 'FR', 'IN', 'US']);
  });

  it('keeps the last comparison on screen while the next one loads, and none after a failure', async () => {
    await store.start('?passports=DE');
    let release: () => void = () => undefined;
    api.answerOnce(compareVisaMaps, () => new Promise((resolve) => (release = () => resolve({ status: 503 }))));
    const adding = store.add('UA');
    expect(store.$comparison.get().status).toBe('loading');
    expect(store.$shown.get()?.passports.map((passport) => passport.id)).toEqual(['DE']);
    release();
    await adding;
    expect(store.$shown.get()).toBeUndefined();
    expect(store.$gains.get()).toBeUndefined();
  });

  it('drops the answer of an earlier choice that arrives after a later one', async () => {
    let release: () => void = () => undefined;
    api.answerOnce(compareVisaMaps, (call) => new Promise((resolve) => (release = () => resolve(answerAsked(call)))));
    await store.start('');
    const slow = store.add('DE');
    await store.add('UA');
    release();
    await slow;
    const state = store.$comparison.get();
    expect(state.status === 'ready' && ids(state.data.passports)).toEqual(['DE', 'UA']);
  });
});
