import { isInhabited } from '@migralink/shared/countries';
import type { Currency } from '@migralink/shared/enums';
import { pickText, type Locale, type LocalizedText } from '@migralink/shared/locales';
import type { SeoVocabulary } from '@migralink/shared/seo';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import {
  listReference,
  presentCategoryGroups,
  presentCountries,
  presentCountryGroups,
  presentCurrencies,
  presentPurposes,
  presentTimeUnits,
  type CategoryItem,
  type CountryItem,
  type CurrencyItem,
  type PurposeItem,
  type TimeUnitItem,
} from '#data/reference';

/** The reference lists the catalogue names things with. */
export interface CatalogueReference extends SeoVocabulary {
  countries: CountryItem[];
  purposes: PurposeItem[];
  categories: CategoryItem[];
  currencies: CurrencyItem[];
  timeUnits: TimeUnitItem[];
}

/** How the catalogue is presented: the caller's language and currency, with the reference to name things by. */
export interface Presentation {
  locale: Locale;
  currency: Currency;
  reference: CatalogueReference;
}

/** Reference data changes rarely (rates daily at most): a container rereads it after this long. */
const TTL_MS = 5 * 60_000;

const forgetters = new Set<() => void>();

/**
 * Empties every `perContainer` cache, as a new container starts: for a process that points the functions at
 * another table (the benchmarks, each with a database of its own), which must not answer from the last one's.
 */
export function forgetContainerCaches(): void {
  for (const forget of forgetters) forget();
}

/**
 * A read whose answer is the same for every caller, made once per container
 * and shared by its requests until it is `TTL_MS` old (nothing per request is
 * kept). A failed read is not cached, so the next request tries again.
 */
export function perContainer<T>(load: () => Promise<T>): (now?: number) => Promise<T> {
  let cached: { loadedAt: number; value: Promise<T> } | undefined;
  forgetters.add(() => (cached = undefined));
  return (now = Date.now()) => {
    if (!cached || now - cached.loadedAt > TTL_MS) {
      const value = load();
      cached = { loadedAt: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

async function loadCatalogue(): Promise<CatalogueReference> {
  const [countries, purposes, categories, currencies, timeUnits] = await Promise.all([
    listReference('country'),
    listReference('purpose'),
    listReference('category'),
    listReference('currency'),
    listReference('time_unit'),
  ]);
  return { countries, purposes, categories, currencies, timeUnits };
}

/** The reference lists, read once per container and shared by its requests. */
export const catalogueReference = perContainer(loadCatalogue);

/** The country groups, which only the search filters need, cached the same way. */
export const countryGroups = perContainer(() => listReference('country_group'));

/**
 * Every list the search filters (and a service's search attributes) choose
 * from, named in one language, with the destinations companies serve (which the
 * search layer counts): from the container's cache, so no read at all when warm.
 * Uninhabited territories are on none of them.
 */
export async function searchInitLists(locale: Locale, served: readonly string[]): Promise<SearchInit> {
  const [reference, groups] = await Promise.all([catalogueReference(), countryGroups()]);
  return {
    countries: presentCountries(
      reference.countries.filter((country) => isInhabited(country.code)),
      locale,
    ),
    served_destinations: [...served],
    country_groups: presentCountryGroups(groups, locale),
    immigration_purposes: presentPurposes(reference.purposes, locale),
    categories: presentCategoryGroups(reference.categories, locale),
    currencies: presentCurrencies(reference.currencies, locale),
    time_units: presentTimeUnits(reference.timeUnits, locale),
  };
}

/** Names in one language, looked up by id. */
export interface Names {
  country(code: string): string | null;
  purpose(id: number): string | null;
  category(id: number): string | null;
  timeUnit(id: number): string | null;
}

const lookup = <K extends string | number>(items: readonly { name: LocalizedText }[], idOf: (item: never) => K) =>
  new Map(items.map((item) => [idOf(item as never), item.name]));

/**
 * The lookups by id of a reference, made once per reference read (the cached one is shared by a
 * container's requests): a search page names the countries of each of its ~27 cards, and making the
 * maps of ~250 countries for each card was a large part of the page's CPU.
 */
const lookups = new WeakMap<CatalogueReference, ReturnType<typeof lookupsOf>>();

const lookupsOf = (reference: CatalogueReference) => ({
  countries: lookup(reference.countries, (item: CountryItem) => item.code),
  purposes: lookup(reference.purposes, (item: PurposeItem) => item.id),
  categories: lookup(reference.categories, (item: CategoryItem) => item.id),
  timeUnits: lookup(reference.timeUnits, (item: TimeUnitItem) => item.id),
});

export function namesIn(reference: CatalogueReference, locale: Locale): Names {
  let made = lookups.get(reference);
  if (!made) lookups.set(reference, (made = lookupsOf(reference)));
  const { countries, purposes, categories, timeUnits } = made;
  const name = <K>(map: Map<K, LocalizedText>, id: K) => {
    const text = map.get(id);
    return text ? pickText(text, locale) : null;
  };
  return {
    country: (code) => name(countries, code),
    purpose: (id) => name(purposes, id),
    category: (id) => name(categories, id),
    timeUnit: (id) => name(timeUnits, id),
  };
}
