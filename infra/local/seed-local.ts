import { seedReference } from '../seed/reference/index';
import { seedDemo } from './demo/index';
import type { Phase } from './timed-phases';

/** The marker of search lists stored before their scoped entries existed having been given them. */
const LISTS_SCOPED = 'search-scopes';

/**
 * Reference data is written on every start (it is the product's own data and
 * may have changed); demo content by kind, only the kinds a kept table has not
 * had, so a second start keeps what was edited and gets what a later version
 * added. Search lists stored before their scoped entries existed get them
 * once (`scopeStoredLists`); lists the demo seed has just written have them.
 */
export async function seedLocalData(phase: Phase) {
  await phase('reference data', () => seedReference());
  const seeded = await seedDemo({ keepExisting: true, phase });
  const { doneWorks, markDone } = await import('@migralink/functions/data/seed-markers');
  const now = new Date().toISOString();
  if (!(await doneWorks([{ name: LISTS_SCOPED }], now)).has(LISTS_SCOPED)) {
    if (!seeded.written.includes('catalogue')) {
      const { scopeStoredLists } = await import('@migralink/functions/data/search-lists');
      await scopeStoredLists();
    }
    await markDone([LISTS_SCOPED], now);
  }
  return seeded;
}
