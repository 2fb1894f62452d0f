import { COUNTRY_CODES, isInhabited } from '@migralink/shared/countries';
import { readListTotals } from '#data/search-lists';
import { perContainer } from '#reference/lists';
import { listId } from './lists';

/**
 * The destinations at least one public company serves (their list `to=<code>|p=*|c=*` is not empty),
 * for the search filters to offer first: the registry rows of every inhabited country (3 BatchGetItem
 * in parallel, ~125 read units), once per container and kept 5 minutes, like the reference lists
 * (ACCESS-PATTERNS.md, C5).
 */
export const servedDestinations = perContainer(async (): Promise<string[]> => {
  const codes = COUNTRY_CODES.filter(isInhabited);
  const totals = await readListTotals(codes.map((to) => listId({ to })));
  return codes.filter((to) => (totals.get(listId({ to })) ?? 0) > 0);
});
