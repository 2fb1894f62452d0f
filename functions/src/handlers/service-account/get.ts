import { getAccountService } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { serviceAccountView } from '#service-account/form';
import { ownService } from '#service-account/owner';

/** A service of the caller's company in the edited locale: its draft, else its approved version. */
export const handler = createHandler(getAccountService, async ({ principal, params, query, locale }) => {
  const { versions, content } = await ownService(principal, params.id);
  return { data: serviceAccountView(versions.meta, content, query.locale ?? locale) };
});
