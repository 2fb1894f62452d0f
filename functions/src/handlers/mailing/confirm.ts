import { confirmMailing } from '@migralink/shared/api/mailing';
import { createHandler } from '#http/handler';
import { contextOf } from '#http/request-context';
import { confirmSubscription } from '#mailing/confirm';

/** The confirmation page's button: confirms the request its link names, once. */
export const handler = createHandler(confirmMailing, async (request) => ({
  data: await confirmSubscription(request.body.token, contextOf(request)),
}));
