import { changePassword } from '@migralink/shared/api/accounts';
import { callerOf } from '#http/caller';
import { changePassword as change } from '#accounts/password-change';
import { createHandler } from '#http/handler';

export const handler = createHandler(changePassword, async (request) => ({
  data: await change(request.principal, request.body, callerOf(request)),
}));
