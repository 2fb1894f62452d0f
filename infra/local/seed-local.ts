import { seedReference } from '../seed/reference/index';
import { seedDemo } from './demo/index';

/**
 * Reference data is written on every start (it is the product's own data and
 * may have changed); demo content only into a table that has none, so a second
 * start keeps what was edited.
 */
export async function seedLocalData() {
  await seedReference();
  return seedDemo({ keepExisting: true });
}
