import { updateNewsletter } from '@migralink/shared/api/newsletters';
import { createHandler } from '#http/handler';
import { changeNewsletter, presentNewsletter } from '#mailing/newsletters';

/** Staff: a draft changed (409 once its send started). */
export const handler = createHandler(updateNewsletter, async ({ params, body, locale }) => ({
  data: await presentNewsletter(await changeNewsletter(params.id, body, locale)),
}));
