import { signup } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { signUp } from '#accounts/sign-up';
import { createHandler } from '#http/handler';

export const handler = createHandler(signup, async (request) => ({
  data: await signUp(request.body, contextOf(request)),
}));
