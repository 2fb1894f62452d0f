import { legacyCheckResetCode } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { checkResetCode } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

/** `GET /auth/check-code?code=`: the same as `GET /v1/auth/check-code/{code}`. */
export const handler = createHandler(legacyCheckResetCode, async (request) => ({
  data: await checkResetCode(request.query.code, contextOf(request)),
}));
