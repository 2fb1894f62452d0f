import { sendResetEmail } from '@migralink/shared/api/accounts';
import { callerOf } from '#http/caller';
import { requestPasswordReset } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

export const handler = createHandler(sendResetEmail, async (request) => ({
  data: await requestPasswordReset(request.body.email, callerOf(request)),
}));
