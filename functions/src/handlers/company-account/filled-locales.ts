import { companyFilledLocales } from '@migralink/shared/api/company-account';
import { readCompany } from '#company-account/company';
import { edited } from '#data/moderation';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';

/** The languages in which every required text of the latest version (draft, else approved) is written. */
export const handler = createHandler(companyFilledLocales, async ({ principal }) => {
  const versions = await readCompany(ownCompanyId(principal));
  return { data: { filled_locales: edited(versions)?.filled_locales ?? [] } };
});
