import { REFERENCE_KINDS, type ReferenceKind } from '@migralink/functions/data/keys';
import type { ReferenceItems } from '@migralink/functions/data/reference';
import { CATEGORIES } from './categories';
import { COUNTRIES } from './countries';
import { COUNTRY_GROUPS } from './country-groups';
import { CURRENCY_ITEMS } from './currencies';
import { PURPOSES } from './purposes';
import { TIME_UNIT_ITEMS } from './time-units';

export type ReferenceData = { [K in ReferenceKind]: ReferenceItems[K][] };

/** Every kind of reference data, as stored. */
export const REFERENCE_DATA: ReferenceData = {
  country: COUNTRIES,
  country_group: COUNTRY_GROUPS,
  purpose: PURPOSES,
  category: CATEGORIES,
  currency: CURRENCY_ITEMS,
  time_unit: TIME_UNIT_ITEMS,
};

/**
 * Writes all reference data into the configured table and tells how many items
 * of each kind it wrote. Idempotent: every item has a fixed key, so running it
 * again overwrites the same rows. (Items removed from the data here are not
 * deleted from the table.)
 *
 * The data layer is loaded only here: it reads its configuration (TABLE_NAME)
 * when first imported, and the data above must be usable without one.
 */
export async function seedReference(): Promise<Record<ReferenceKind, number>> {
  const { putReference } = await import('@migralink/functions/data/reference');
  const written = {} as Record<ReferenceKind, number>;
  for (const kind of REFERENCE_KINDS) {
    await putReference(kind, REFERENCE_DATA[kind]);
    written[kind] = REFERENCE_DATA[kind].length;
  }
  return written;
}
