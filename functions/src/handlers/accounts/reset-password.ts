import { resetPassword } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { resetPassword as reset } from '#accounts/password-reset';
import { createHandler } from '#http/handler';

export const handler = createHandler(resetPassword, async (request) => ({
  data: await reset(request.params.code, request.body.password, contextOf(request)),
}));
