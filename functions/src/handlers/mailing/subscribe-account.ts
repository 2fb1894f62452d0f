import { subscribeAccount } from '@migralink/shared/api/mailing';
import { createHandler } from '#http/handler';
import { contextOf } from '#http/request-context';
import { setAccountLists } from '#mailing/account';

/** The profile's switches: the account's lists of a language set at once (its address is confirmed). */
export const handler = createHandler(subscribeAccount, async (request) => ({
  data: await setAccountLists(request.principal.userId, request.body, contextOf(request)),
}));
