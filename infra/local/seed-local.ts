import { seedReference } from '../seed/reference/index';
import { seedDemo } from './demo/index';

/**
 * Reference data is written on every start (it is the product's own data and
 * may have changed); demo content only into a table that has none, so a second
 * start keeps what was edited. Search lists stored before their scoped entries
 * existed get them (`scopeStoredLists`).
 */
export async function seedLocalData() {
  await seedReference();
  const seeded = await seedDemo({ keepExisting: true });
  const { scopeStoredLists } = await import('@migralink/functions/data/search-lists');
  await scopeStoredLists();
  return seeded;
}
