import type { Locale } from '@migralink/shared/locales';
import type { ReferenceNames } from '@migralink/shared/schemas/moderation';
import { catalogueReference, namesIn, type Names } from '#reference/lists';

/**
 * The reference data a version of stored content refers to by id (a service's
 * search attributes and time unit), named in the moderator's language from the
 * catalogue's own reference lists (C1), so the moderation screen shows the
 * names the public pages show. Other choices (office types, payment methods…)
 * are fixed lists of `shared/company-choices` the screen names itself.
 */

interface ReferenceIds {
  countries: Set<string>;
  purposes: Set<number>;
  categories: Set<number>;
  time_units: Set<number>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');
const numbers = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is number => typeof item === 'number');

/** The ids of reference data in `contents` (unset ones, `''` and `0`, are not ids). */
export function referenceIds(contents: readonly unknown[]): ReferenceIds {
  const ids: ReferenceIds = { countries: new Set(), purposes: new Set(), categories: new Set(), time_units: new Set() };
  for (const content of contents) {
    if (!isObject(content)) continue;
    numbers(content.time_unit_id).forEach((id) => ids.time_units.add(id));
    const attributes = content.search_attributes;
    if (!isObject(attributes)) continue;
    [...strings(attributes.country), ...strings(attributes.countries)].forEach((code) => ids.countries.add(code));
    numbers(attributes.immigration_purposes).forEach((id) => ids.purposes.add(id));
    [...numbers(attributes.categories), ...numbers(attributes.main_category)]
      .filter((id) => id !== 0)
      .forEach((id) => ids.categories.add(id));
  }
  return ids;
}

/** `ids` with their names (an id the reference does not know is left out: the screen shows it as it is). */
function named<K extends string | number>(ids: Set<K>, name: (id: K) => string | null): Record<string, string> {
  return Object.fromEntries(
    [...ids].flatMap((id) => {
      const text = name(id);
      return text === null ? [] : [[String(id), text]];
    }),
  );
}

export function nameIds(ids: ReferenceIds, names: Names): ReferenceNames {
  return {
    countries: named(ids.countries, names.country),
    purposes: named(ids.purposes, names.purpose),
    categories: named(ids.categories, names.category),
    time_units: named(ids.time_units, names.timeUnit),
  };
}

/** The names of the reference ids in `contents`; no read at all when there are none (a company). */
export async function referenceNames(contents: readonly unknown[], locale: Locale): Promise<ReferenceNames> {
  const ids = referenceIds(contents);
  if (Object.values(ids).every((set: Set<unknown>) => set.size === 0)) {
    return { countries: {}, purposes: {}, categories: {}, time_units: {} };
  }
  return nameIds(ids, namesIn(await catalogueReference(), locale));
}
