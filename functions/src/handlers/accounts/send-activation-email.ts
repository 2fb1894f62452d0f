import { sendActivationEmail } from '@migralink/shared/api/accounts';
import { resendActivation } from '#accounts/activation';
import { callerOf } from '#http/caller';
import { createHandler } from '#http/handler';

export const handler = createHandler(sendActivationEmail, async (request) => ({
  data: await resendActivation(request.principal.userId, callerOf(request)),
}));
