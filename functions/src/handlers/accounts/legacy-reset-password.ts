import { legacyResetPassword } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { resetPassword } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

/** `POST /auth/reset` with the code in the body: the same as `POST /v1/auth/reset/{code}`. */
export const handler = createHandler(legacyResetPassword, async (request) => ({
  data: await resetPassword(request.body.code, request.body.password, contextOf(request)),
}));
