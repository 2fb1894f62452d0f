import { legacyActivateEmail } from '@migralink/shared/api/accounts';
import { activateEmail } from '#accounts/activation';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';

/** `POST /auth/activate` with the code in the body: the same as `POST /v1/auth/email-activation/{code}`. */
export const handler = createHandler(legacyActivateEmail, async (request) => ({
  data: await activateEmail(request.body.code, contextOf(request)),
}));
