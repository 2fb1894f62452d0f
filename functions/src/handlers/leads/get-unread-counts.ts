import { getUnreadCounts } from '@migralink/shared/api/leads';
import { createHandler } from '#http/handler';
import { unreadCounts } from '#data/leads';

/** The signed-in account's unread counts, the profile's own (no other read of the user or its company). */
export const handler = createHandler(getUnreadCounts, async ({ principal }) => ({
  data: await unreadCounts(principal),
}));
