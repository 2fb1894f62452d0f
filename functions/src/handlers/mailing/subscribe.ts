import { subscribeToMailing } from '@migralink/shared/api/mailing';
import { createHandler } from '#http/handler';
import { contextOf } from '#http/request-context';
import { requestSubscription } from '#mailing/subscribe';

/** The footer's form: a confirmation mail to the address (double opt-in); the same answer for any address. */
export const handler = createHandler(subscribeToMailing, async (request) => ({
  data: await requestSubscription(request.body, contextOf(request)),
}));
