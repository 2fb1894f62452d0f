import { legacySendResetEmail } from '@migralink/shared/api/accounts';
import { callerOf } from '#http/caller';
import { requestPasswordReset } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

/** `POST /auth/send-email`: the same as `POST /v1/auth/send-email`. */
export const handler = createHandler(legacySendResetEmail, async (request) => ({
  data: await requestPasswordReset(request.body.email, callerOf(request)),
}));
