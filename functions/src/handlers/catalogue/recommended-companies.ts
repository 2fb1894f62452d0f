import { recommendedCompanies } from '@migralink/shared/api/catalogue';
import { createHandler } from '#http/handler';
import { companyCards } from '#search/cards';
import { findCompanies } from '#search/search';

/** How many companies the home page recommends. */
const RECOMMENDED = 6;

/** The top of the list of every public company (premium first): 3 small DynamoDB requests. */
export const handler = createHandler(recommendedCompanies, async ({ locale }) => {
  const { ids } = await findCompanies({}, 1, RECOMMENDED);
  const cards = await companyCards(ids, locale);
  return { data: ids.flatMap((id) => cards.get(id) ?? []) };
});
