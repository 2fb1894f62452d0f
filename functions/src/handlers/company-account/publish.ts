import { publishCompany } from '@migralink/shared/api/company-account';
import { companySubject } from '#company-account/company';
import { createHandler } from '#http/handler';
import { publish } from '#listings/lifecycle';
import { assertOwnCompany } from '#listings/owner';

/** Shows the approved version to the public; 409 while there is none (the conditional write decides, no read first). */
export const handler = createHandler(publishCompany, async ({ principal, params, locale }) => {
  assertOwnCompany(principal, params.uuid);
  return { data: await publish(companySubject(params.uuid), locale) };
});
