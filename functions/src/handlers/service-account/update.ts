import { updateAccountService } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { updateService } from '#service-account/save';

/** Saves the editor's form as the service's next draft; the public keeps the approved version. */
export const handler = createHandler(updateAccountService, async ({ principal, body, query, locale }) => {
  const { view } = await updateService(principal, body, { edited: query.locale ?? locale, messages: locale });
  return { data: view };
});
