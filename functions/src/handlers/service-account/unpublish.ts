import { unpublishService } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { unpublish } from '#listings/lifecycle';
import { ownService } from '#service-account/owner';

/** Takes the service off the public site and out of the search. */
export const handler = createHandler(unpublishService, async ({ principal, params, locale }) => {
  const { subject } = await ownService(principal, params.id);
  return { data: await unpublish(subject, locale) };
});
