import { unpublishCompany } from '@migralink/shared/api/company-account';
import { createHandler } from '#http/handler';
import { hideCompany } from '#listings/lifecycle';
import { assertOwnCompany } from '#listings/owner';

/** Takes the company (and with it its services) off the public site. */
export const handler = createHandler(unpublishCompany, async ({ principal, params, locale }) => {
  assertOwnCompany(principal, params.uuid);
  return { data: await hideCompany(params.uuid, locale) };
});
