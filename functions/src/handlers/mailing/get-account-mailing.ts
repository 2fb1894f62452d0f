import { getAccountMailing } from '@migralink/shared/api/mailing';
import { createHandler } from '#http/handler';
import { accountLists } from '#mailing/account';

export const handler = createHandler(getAccountMailing, async ({ principal }) => ({
  data: await accountLists(principal.userId),
}));
