import { signin } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { signIn } from '#accounts/sign-in';
import { createHandler } from '#http/handler';

export const handler = createHandler(signin, async (request) => ({
  data: await signIn(request.body, contextOf(request)),
}));
