import { createAccountService } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { createService } from '#service-account/save';

/** A new draft service of the caller's company (revision 1, not published), texts in the edited locale. */
export const handler = createHandler(createAccountService, async ({ principal, body, query, locale }) => ({
  data: { uuid: await createService(principal, body, { edited: query.locale ?? locale, messages: locale }) },
}));
