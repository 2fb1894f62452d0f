import { publishCompany } from '@migralink/shared/api/company-account';
import { companySubject, readCompany } from '#company-account/company';
import { createHandler } from '#http/handler';
import { publish } from '#listings/lifecycle';
import { assertOwnCompany } from '#listings/owner';

/** Shows the approved version to the public; 409 while there is none. */
export const handler = createHandler(publishCompany, async ({ principal, params, locale }) => {
  await assertOwnCompany(principal, params.uuid);
  const versions = await readCompany(params.uuid);
  return { data: await publish(companySubject(params.uuid), versions, locale) };
});
