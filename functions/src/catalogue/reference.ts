import { pickText, type Locale, type LocalizedText } from '@migralink/shared/locales';
import type { SeoVocabulary } from '@migralink/shared/seo';
import {
  listReference,
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

/** Reference data changes rarely (rates daily at most): a container rereads it after this long. */
const TTL_MS = 5 * 60_000;

let cached: { loadedAt: number; value: Promise<CatalogueReference> } | undefined;

async function load(): Promise<CatalogueReference> {
  const [countries, purposes, categories, currencies, timeUnits] = await Promise.all([
    listReference('country'),
    listReference('purpose'),
    listReference('category'),
    listReference('currency'),
    listReference('time_unit'),
  ]);
  return { countries, purposes, categories, currencies, timeUnits };
}

/**
 * The reference lists, read once per container and shared by its requests
 * (the same for every caller: nothing per request is kept). A failed read is
 * not cached, so the next request tries again.
 */
export function catalogueReference(now = Date.now()): Promise<CatalogueReference> {
  if (!cached || now - cached.loadedAt > TTL_MS) {
    const value = load();
    cached = { loadedAt: now, value };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
  }
  return cached.value;
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

export function namesIn(reference: CatalogueReference, locale: Locale): Names {
  const countries = lookup(reference.countries, (item: CountryItem) => item.code);
  const purposes = lookup(reference.purposes, (item: PurposeItem) => item.id);
  const categories = lookup(reference.categories, (item: CategoryItem) => item.id);
  const timeUnits = lookup(reference.timeUnits, (item: TimeUnitItem) => item.id);
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
