import { changePassword } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { changePassword as change } from '#accounts/password-change';
import { createHandler } from '#http/handler';

export const handler = createHandler(changePassword, async (request) => ({
  data: await change(request.principal, request.body, contextOf(request)),
}));
