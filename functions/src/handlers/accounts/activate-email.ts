import { activateEmail } from '@migralink/shared/api/accounts';
import { activateEmail as activate } from '#accounts/activation';
import { callerOf } from '#http/caller';
import { createHandler } from '#http/handler';

export const handler = createHandler(activateEmail, async (request) => ({
  data: await activate(request.params.code, callerOf(request)),
}));
