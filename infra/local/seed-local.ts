import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { REFERENCE_DATA, seedReference } from '../seed/reference/index';
import { visaDataFile } from '../seed/visa-map/dataset';
import { seedDemo } from './demo/index';
import type { Phase } from './timed-phases';

/** The marker of search lists stored before their scoped entries existed having been given them. */
const LISTS_SCOPED = 'search-scopes';

/**
 * The marker of this version of the reference data (the product's own lists and the visa data file, if there is
 * one) having been written: named by their content, so data that changed is written again.
 */
function referenceVersion(): string {
  const hash = createHash('sha256').update(JSON.stringify(REFERENCE_DATA));
  const visa = visaDataFile();
  if (existsSync(visa)) hash.update(readFileSync(visa));
  return `reference-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Reference data is written whenever it is not the version the table had (it is the product's own data and
 * may have changed: `referenceVersion`); demo content by kind, only the kinds a kept table has not
 * had, so a second start keeps what was edited and gets what a later version
 * added. Search lists stored before their scoped entries existed get them
 * once (`scopeStoredLists`); lists the demo seed has just written have them.
 */
export async function seedLocalData(phase: Phase) {
  const { doneWorks, markDone } = await import('@migralink/functions/data/seed-markers');
  const now = new Date().toISOString();
  const reference = referenceVersion();
  if (!(await doneWorks([{ name: reference }], now)).has(reference)) {
    await phase('reference data', () => seedReference());
    await markDone([reference], now);
  }
  const seeded = await seedDemo({ keepExisting: true, phase });
  if (!(await doneWorks([{ name: LISTS_SCOPED }], now)).has(LISTS_SCOPED)) {
    if (!seeded.written.includes('catalogue')) {
      const { scopeStoredLists } = await import('@migralink/functions/data/search-lists');
      await scopeStoredLists();
    }
    await markDone([LISTS_SCOPED], now);
  }
  return seeded;
}
