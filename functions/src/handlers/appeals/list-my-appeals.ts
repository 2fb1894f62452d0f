import { listMyAppeals } from '@migralink/shared/api/appeals';
import { myAppeals } from '#appeals/open';
import { createHandler } from '#http/handler';

/** The caller's appeals, newest first, by cursor. */
export const handler = createHandler(listMyAppeals, async ({ query, principal, locale }) => ({
  data: await myAppeals(principal.userId, query.cursor, locale),
}));
