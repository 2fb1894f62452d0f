import { sendResetEmail } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { requestPasswordReset } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

export const handler = createHandler(sendResetEmail, async (request) => ({
  data: await requestPasswordReset(request.body.email, contextOf(request)),
}));
