import { unpublishService } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { hideService } from '#listings/lifecycle';
import { ownService } from '#service-account/owner';

/** Takes the service off the public site and out of the search. */
export const handler = createHandler(unpublishService, async ({ principal, params, locale }) => {
  const { subject, versions } = await ownService(principal, params.id);
  return { data: await hideService({ subject, status: versions.meta.status }, locale) };
});
