import { recommendedCompanies } from '@migralink/shared/api/catalogue';
import { readListSlice } from '#data/search-lists';
import { createHandler } from '#http/handler';
import { companyCards } from '#search/cards';
import { listId } from '#search/lists';

/** How many companies the home page recommends. */
const RECOMMENDED = 6;

/** The top of the list of every public company (premium first): 2 small DynamoDB requests. */
export const handler = createHandler(recommendedCompanies, async ({ locale, currency }) => {
  const ids = (await readListSlice(listId({}), 0, RECOMMENDED)).map((entry) => entry.id);
  const cards = await companyCards(ids, { locale, currency });
  return { data: ids.flatMap((id) => cards.get(id) ?? []) };
});
