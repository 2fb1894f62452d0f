import { getNewsletter } from '@migralink/shared/api/newsletters';
import { createHandler } from '#http/handler';
import { newsletterById, presentNewsletter } from '#mailing/newsletters';

/** Staff: one newsletter, with its send's progress and counts (the screen asks again while it sends). */
export const handler = createHandler(getNewsletter, async ({ params }) => ({
  data: await presentNewsletter(await newsletterById(params.id)),
}));
