import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueReference } from './lists';

const listReference = vi.fn();
vi.mock('#data/reference', async (importOriginal) => ({ ...(await importOriginal<object>()), listReference }));

const items: Record<string, unknown[]> = {
  country: [
    { code: 'DE', slug: 'germany', name: { en: 'Germany', ru: 'Германия' }, groups: [] },
    { code: 'AQ', slug: 'antarctica', name: { en: 'Antarctica', ru: 'Антарктида' }, groups: [] },
  ],
  purpose: [{ id: 1, slug: 'work', name: { en: 'Work', ru: 'Работа' } }],
  category: [{ id: 101, slug: 'work-visa', name: { en: 'Work visa' }, parent_id: 100, icon: null }],
  currency: [],
  country_group: [{ slug: 'eu', name: { en: 'European Union' }, countries: ['DE'] }],
  time_unit: [{ id: 3, slug: 'month', name: { en: 'Month', ru: 'Месяц' } }],
};

describe('catalogueReference', () => {
  beforeEach(() => {
    vi.resetModules();
    listReference.mockReset();
  });

  it('reads the lists once per container until they are five minutes old', async () => {
    listReference.mockImplementation(async (kind: string) => items[kind]);
    const { catalogueReference } = await import('./lists');
    const [first, second] = await Promise.all([catalogueReference(0), catalogueReference(1_000)]);
    expect(second).toBe(first);
    expect(listReference).toHaveBeenCalledTimes(5);
    await catalogueReference(5 * 60_000 + 1);
    expect(listReference).toHaveBeenCalledTimes(10);
  });

  it('keeps no failed read', async () => {
    listReference.mockRejectedValueOnce(new Error('throttled')).mockImplementation(async (kind) => items[kind]);
    const { catalogueReference } = await import('./lists');
    await expect(catalogueReference(0)).rejects.toThrow('throttled');
    await expect(catalogueReference(1)).resolves.toMatchObject({ purposes: items.purpose });
  });

  it('reads again once the container caches are forgotten, as a new container would', async () => {
    listReference.mockImplementation(async (kind: string) => items[kind]);
    const { catalogueReference, countryGroups, forgetContainerCaches } = await import('./lists');
    await Promise.all([catalogueReference(0), countryGroups(0)]);
    forgetContainerCaches();
    await Promise.all([catalogueReference(1), countryGroups(1)]);
    expect(listReference).toHaveBeenCalledTimes(12);
  });
});

describe('searchInitLists', () => {
  beforeEach(() => {
    vi.resetModules();
    listReference.mockReset();
  });

  it('builds every list from the container cache (six reads when cold, none when warm), without uninhabited territories', async () => {
    listReference.mockImplementation(async (kind: string) => items[kind]);
    const { searchInitLists } = await import('./lists');
    const first = await searchInitLists('ru', ['DE']);
    expect(listReference).toHaveBeenCalledTimes(6);
    expect(await searchInitLists('en', [])).toMatchObject({ country_groups: [{ id: 'eu', name: 'European Union' }] });
    expect(listReference).toHaveBeenCalledTimes(6);
    expect(first.countries.map((country) => country.id)).toEqual(['DE']);
    expect(first).toMatchObject({
      countries: [{ id: 'DE', name: 'Германия' }],
      served_destinations: ['DE'],
      country_groups: [{ id: 'eu', countries: ['DE'] }],
      time_units: [{ id: 3, name: 'Месяц' }],
    });
  });
});

/** The reference lists of the fixture, as one read of them. */
const catalogueReference = () =>
  ({
    countries: items.country,
    purposes: items.purpose,
    categories: items.category,
    currencies: items.currency,
    timeUnits: items.time_unit,
  }) as unknown as CatalogueReference;

describe('namesIn', () => {
  it('names by id in the language asked, English where a text is missing, null for an unknown id', async () => {
    const { namesIn } = await import('./lists');
    const reference = catalogueReference();
    const names = namesIn(reference, 'ru');
    expect([names.country('DE'), names.purpose(1), names.category(101), names.timeUnit(3)]).toEqual([
      'Германия',
      'Работа',
      'Work visa',
      'Месяц',
    ]);
    expect(names.country('FR')).toBeNull();
  });

  it('names from each reference read its own lists, in any language after another', async () => {
    const { namesIn } = await import('./lists');
    const first = catalogueReference();
    expect(namesIn(first, 'ru').country('DE')).toBe('Германия');
    expect(namesIn(first, 'en').country('DE')).toBe('Germany');
    // A reference read again (the container's cache renewed) with a country renamed and one added.
    const renamed = (items.country as unknown as { code: string; name: Record<string, string> }[]).map((country) =>
      country.code === 'DE' ? { ...country, name: { en: 'Deutschland' } } : country,
    );
    const again = {
      ...first,
      countries: [...renamed, { code: 'FR', name: { en: 'France' } }],
    } as unknown as CatalogueReference;
    expect([namesIn(again, 'ru').country('DE'), namesIn(again, 'en').country('FR')]).toEqual(['Deutschland', 'France']);
    expect(namesIn(first, 'en').country('FR')).toBeNull();
  });
});
