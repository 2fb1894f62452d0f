import { sendNewsletter } from '@migralink/shared/api/newsletters';
import { createHandler } from '#http/handler';
import { presentNewsletter } from '#mailing/newsletters';
import { startNewsletterSend } from '#mailing/send';

/** Staff: sends a draft to its list (the send job queues one mail per subscriber); a send under way answers as it is. */
export const handler = createHandler(sendNewsletter, async ({ params, locale }) => ({
  data: await presentNewsletter(await startNewsletterSend(params.id, locale)),
}));
