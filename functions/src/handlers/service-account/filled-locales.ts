import { serviceFilledLocales } from '@migralink/shared/api/service-account';
import { createHandler } from '#http/handler';
import { ownService } from '#service-account/owner';

/** The locales in which every required text of the service (draft, else approved) is written. */
export const handler = createHandler(serviceFilledLocales, async ({ principal, params }) => {
  const { content } = await ownService(principal, params.id);
  return { data: { filled_locales: content.filled_locales } };
});
