import { previewCompany } from '@migralink/shared/api/company-account';
import { readCompany } from '#company-account/company';
import { edited } from '#data/moderation';
import { NotFoundError } from '#http/errors';
import { createHandler } from '#http/handler';
import { ownCompanyId } from '#listings/owner';
import { companyPage } from '#catalogue/company-page';

/** The draft (else the approved version) exactly as the public company page would show it. */
export const handler = createHandler(previewCompany, async ({ principal, query, locale }) => {
  const versions = await readCompany(ownCompanyId(principal));
  const content = edited(versions);
  if (!content) throw new NotFoundError();
  return { data: companyPage(versions.meta, content, query.locale ?? locale) };
});
