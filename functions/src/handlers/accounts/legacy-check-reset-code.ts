import { legacyCheckResetCode } from '@migralink/shared/api/accounts';
import { callerOf } from '#http/caller';
import { checkResetCode } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

/** `GET /auth/check-code?code=`: the same as `GET /v1/auth/check-code/{code}`. */
export const handler = createHandler(legacyCheckResetCode, async (request) => ({
  data: await checkResetCode(request.query.code, callerOf(request)),
}));
