import { companyFilledLocales } from '@migralink/shared/api/company-account';
import { editedContent, readCompany } from '#company-account/company';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';

/** The languages in which every required text of the latest version (draft, else approved) is written. */
export const handler = createHandler(companyFilledLocales, async ({ principal }) => {
  const versions = await readCompany(await ownCompanyId(principal));
  return { data: { filled_locales: editedContent(versions)?.filled_locales ?? [] } };
});
