import { legacySendResetEmail } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { requestPasswordReset } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

/** `POST /auth/send-email`: the same as `POST /v1/auth/send-email`. */
export const handler = createHandler(legacySendResetEmail, async (request) => ({
  data: await requestPasswordReset(request.body.email, contextOf(request)),
}));
