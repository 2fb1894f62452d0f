import { activateEmail } from '@migralink/shared/api/accounts';
import { activateEmail as activate } from '#accounts/activation';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';

export const handler = createHandler(activateEmail, async (request) => ({
  data: await activate(request.params.code, contextOf(request)),
}));
