import { testNewsletter } from '@migralink/shared/api/newsletters';
import { createHandler } from '#http/handler';
import { sendTest } from '#mailing/test-send';

/** Staff: the newsletter as it is now, to the caller's own address. */
export const handler = createHandler(testNewsletter, async ({ params, principal }) => ({
  data: await sendTest(params.id, principal.userId),
}));
