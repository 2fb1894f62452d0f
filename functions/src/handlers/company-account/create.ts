import { createAccountCompany } from '@migralink/shared/api/company-form';
import { createCompany } from '#company-account/company';
import { ConflictError } from '#http/errors';
import { createHandler } from '#http/handler';
import { listingMessage } from '#listings/messages';
import { ownCompanyIdIfAny } from '#listings/owner';

/** Creates the caller's company as a draft in the edited language; 409 when it already has one. */
export const handler = createHandler(createAccountCompany, async ({ principal, body, query, locale }) => {
  // The transaction refuses a second company anyway; this spares the write in the common case.
  if (ownCompanyIdIfAny(principal)) {
    throw new ConflictError({ message: listingMessage('companyExists', locale) });
  }
  return { data: await createCompany(principal.userId, body, query.locale ?? locale, locale) };
});
