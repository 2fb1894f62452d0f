import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
import { dynamo } from '#lib/clients';
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
  const items: ReferenceItems[K][] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.reference.partition(kind) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const { pk: _pk, sk: _sk, ...item } of page.Items ?? []) items.push(item as ReferenceItems[K]);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Writes reference items (idempotent: the same item twice is the same row). */
export async function putReference<K extends ReferenceKind>(
  kind: K,
  items: readonly ReferenceItems[K][],
): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((item) => ({
      PutRequest: { Item: { ...keys.reference.item(kind, idOf[kind](item)), ...item } },
    }));
    for (let attempt = 0; requests.length; attempt++) {
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [config.tableName]: requests } }));
      requests = (result.UnprocessedItems?.[config.tableName] ?? []) as typeof requests;
      if (requests.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
    }
  }
}

const byName = (locale: Locale) => (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);

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
