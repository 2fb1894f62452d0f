import { sendActivationEmail } from '@migralink/shared/api/accounts';
import { resendActivation } from '#accounts/activation';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';

export const handler = createHandler(sendActivationEmail, async (request) => ({
  data: await resendActivation(request.principal.userId, contextOf(request)),
}));
