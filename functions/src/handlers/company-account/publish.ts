import { publishCompany } from '@migralink/shared/api/company-account';
import { createHandler } from '#http/handler';
import { showCompany } from '#listings/lifecycle';
import { assertOwnCompany } from '#listings/owner';

/** Shows the approved version to the public; 409 while there is none (the conditional write decides, no read first). */
export const handler = createHandler(publishCompany, async ({ principal, params, locale }) => {
  assertOwnCompany(principal, params.uuid);
  return { data: await showCompany(params.uuid, locale) };
});
