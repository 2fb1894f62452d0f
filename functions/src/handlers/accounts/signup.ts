import { signup } from '@migralink/shared/api/accounts';
import { callerOf } from '#http/caller';
import { signUp } from '#accounts/sign-up';
import { createHandler } from '#http/handler';

export const handler = createHandler(signup, async (request) => ({
  data: await signUp(request.body, callerOf(request)),
}));
