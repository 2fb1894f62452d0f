import { checkResetCode } from '@migralink/shared/api/accounts';
import { callerOf } from '#http/caller';
import { checkResetCode as check } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

export const handler = createHandler(checkResetCode, async (request) => ({
  data: await check(request.params.code, callerOf(request)),
}));
