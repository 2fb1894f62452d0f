import type { Currency } from '@migralink/shared/enums';
import { pickText, type Locale, type LocalizedText } from '@migralink/shared/locales';
import type {
  Category,
  CategoryGroup,
  Country,
  CountryGroup,
  CurrencyInfo,
  ImmigrationPurpose,
  TimeUnitInfo,
} from '@migralink/shared/schemas/reference';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { putAll } from './batch';
import { keys, type ReferenceKind } from './keys';

/** Stored reference items: names in every language, presented in one. */
export interface CountryItem {
  code: string;
  slug: string;
  name: LocalizedText;
  groups: string[];
}
export interface CountryGroupItem {
  slug: string;
  name: LocalizedText;
  countries: string[];
}
export interface PurposeItem {
  id: number;
  slug: string;
  name: LocalizedText;
}
export interface CategoryItem {
  id: number;
  slug: string;
  name: LocalizedText;
  parent_id: number | null;
  icon: string | null;
}
export interface CurrencyItem {
  code: Currency;
  name: LocalizedText;
  symbol: string;
  rate: number;
}
export interface TimeUnitItem {
  id: number;
  slug: string;
  name: LocalizedText;
}

export interface ReferenceItems {
  country: CountryItem;
  country_group: CountryGroupItem;
  purpose: PurposeItem;
  category: CategoryItem;
  currency: CurrencyItem;
  time_unit: TimeUnitItem;
}

const idOf: { [K in ReferenceKind]: (item: ReferenceItems[K]) => string | number } = {
  country: (item) => item.code,
  country_group: (item) => item.slug,
  purpose: (item) => item.id,
  category: (item) => item.id,
  currency: (item) => item.code,
  time_unit: (item) => item.id,
};

/** All items of one kind: one partition, read in as few pages as its size needs. */
export async function listReference<K extends ReferenceKind>(kind: K): Promise<ReferenceItems[K][]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.reference.partition(kind) },
    paginate: true,
  });
  return Items.map(({ pk: _pk, sk: _sk, ...item }) => item as unknown as ReferenceItems[K]);
}

/** Writes reference items (idempotent: the same item twice is the same row). */
export async function putReference<K extends ReferenceKind>(
  kind: K,
  items: readonly ReferenceItems[K][],
): Promise<void> {
  await putAll(items.map((item) => ({ ...keys.reference.item(kind, idOf[kind](item)), ...item })));
}

/** One collator per language for the container's life (`localeCompare` with a locale makes one per call). */
const collators = new Map<Locale, Intl.Collator>();

/** Compares by name as the language sorts, A to Z (or `desc`, Z to A): `items.sort(byName(locale))`. */
export function byName(locale: Locale, order: 'asc' | 'desc' = 'asc') {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale)));
  const { compare } = collator;
  const sign = order === 'asc' ? 1 : -1;
  return (a: { name: string }, b: { name: string }) => sign * compare(a.name, b.name);
}

export function presentCountries(items: CountryItem[], locale: Locale): Country[] {
  return items
    .map((item) => ({
      id: item.code,
      iso_code: item.code,
      name: pickText(item.name, locale),
      slug: item.slug,
      groups: item.groups,
    }))
    .sort(byName(locale));
}

export function presentCountryGroups(items: CountryGroupItem[], locale: Locale): CountryGroup[] {
  return items
    .map((item) => ({ id: item.slug, name: pickText(item.name, locale), countries: item.countries }))
    .sort(byName(locale));
}

export function presentPurposes(items: PurposeItem[], locale: Locale): ImmigrationPurpose[] {
  return items.map((item) => ({ id: item.id, slug: item.slug, name: pickText(item.name, locale) }));
}

export function presentCategory(item: CategoryItem, locale: Locale): Category {
  return {
    id: item.id,
    slug: item.slug,
    name: pickText(item.name, locale),
    parent_id: item.parent_id,
    icon: item.icon,
  };
}

/** Parents in stored order, each with its children. */
export function presentCategoryGroups(items: CategoryItem[], locale: Locale): CategoryGroup[] {
  return items
    .filter((item) => item.parent_id === null)
    .map((parent) => ({
      ...presentCategory(parent, locale),
      children: items.filter((child) => child.parent_id === parent.id).map((child) => presentCategory(child, locale)),
    }));
}

export function presentCurrencies(items: CurrencyItem[], locale: Locale): CurrencyInfo[] {
  return items.map((item) => ({
    id: item.code,
    name: pickText(item.name, locale),
    symbol: item.symbol,
    rate: item.rate,
  }));
}

export function presentTimeUnits(items: TimeUnitItem[], locale: Locale): TimeUnitInfo[] {
  return items.map((item) => ({ id: item.id, slug: item.slug, name: pickText(item.name, locale) }));
}
