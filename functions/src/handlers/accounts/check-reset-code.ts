import { checkResetCode } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { checkResetCode as check } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

export const handler = createHandler(checkResetCode, async (request) => ({
  data: await check(request.params.code, contextOf(request)),
}));
