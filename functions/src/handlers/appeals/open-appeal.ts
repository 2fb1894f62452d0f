import { openAppeal } from '@migralink/shared/api/appeals';
import { openAppeal as open } from '#appeals/open';
import { createHandler } from '#http/handler';

/** Any signed-in user: opens an appeal to customer support with its first message (and file). */
export const handler = createHandler(openAppeal, async ({ body, principal, locale }) => ({
  data: await open(body, principal, locale),
}));
