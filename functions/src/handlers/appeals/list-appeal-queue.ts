import { listAppealQueue } from '@migralink/shared/api/appeals';
import { appealQueue } from '#appeals/queue';
import { createHandler } from '#http/handler';

/** Support: the appeals of one status; open ones the longest waiting first. */
export const handler = createHandler(listAppealQueue, async ({ query, locale }) => ({
  data: await appealQueue(query.status ?? 'open', query.cursor, locale),
}));
