import { createNewsletter } from '@migralink/shared/api/newsletters';
import { createHandler } from '#http/handler';
import { createNewsletter as create, presentNewsletter } from '#mailing/newsletters';

/** Staff: a new draft for a language and topic. */
export const handler = createHandler(createNewsletter, async ({ body, principal }) => ({
  data: await presentNewsletter(await create(body, principal.userId)),
}));
