import { existsSync } from 'node:fs';
import { REFERENCE_KINDS, type ReferenceKind } from '@migralink/functions/data/keys';
import type { ReferenceItems } from '@migralink/functions/data/reference';
import { CATEGORIES } from './categories';
import { COUNTRIES } from './countries';
import { COUNTRY_GROUPS } from './country-groups';
import { CURRENCY_ITEMS } from './currencies';
import { PURPOSES } from './purposes';
import { TIME_UNIT_ITEMS } from './time-units';
import {
  describeVisaImport,
  importVisaData,
  VisaDataError,
  visaDataFile,
  type VisaImportReport,
} from '../visa-map/index';

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

export interface SeedReport {
  /** Items written of each kind. */
  reference: Record<ReferenceKind, number>;
  /** What the visa data's import did; undefined when its file was missing and not required. */
  visa: VisaImportReport | undefined;
}

/**
 * Writes all reference data into the configured table and tells how many items
 * of each kind it wrote, then imports the visa data (`VISA_DATA_FILE`, see
 * `../visa-map/`). Idempotent: every item has a fixed key, so running it
 * again overwrites the same rows. (Reference items removed from the data here
 * are not deleted from the table; passports removed from the visa file are.)
 *
 * Without the visa data file the local product still starts (a warning, no
 * visa data); `requireVisaData` (`npm run seed` against a deployed table)
 * makes a missing file an error. A malformed file is always an error.
 *
 * The data layer is loaded only here: it reads its configuration (TABLE_NAME)
 * when first imported, and the data above must be usable without one.
 */
export async function seedReference(options: { requireVisaData?: boolean } = {}): Promise<SeedReport> {
  const file = visaDataFile();
  const hasVisaData = existsSync(file);
  if (options.requireVisaData && !hasVisaData)
    throw new VisaDataError(`The visa data file ${file} does not exist. Set VISA_DATA_FILE to its path.`);
  const { putReference } = await import('@migralink/functions/data/reference');
  const reference = {} as Record<ReferenceKind, number>;
  for (const kind of REFERENCE_KINDS) {
    await putReference(kind, REFERENCE_DATA[kind]);
    reference[kind] = REFERENCE_DATA[kind].length;
  }
  if (!hasVisaData) {
    console.warn(
      `⚠ No visa data: ${file} does not exist, so the visa map and the passport comparison stay empty. ` +
        'Set VISA_DATA_FILE to the passport-index.json file and start again.',
    );
    return { reference, visa: undefined };
  }
  const visa = await importVisaData({ file });
  if (visa.unknownCodes.length) console.warn(`⚠ Visa data: ${describeVisaImport(visa)}`);
  return { reference, visa };
}
