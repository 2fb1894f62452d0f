import { getLeadThread } from '@migralink/shared/api/leads';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';
import { readLeadThread } from '#leads/thread';

/** A lead's message and answers for the signed link mailed to its address; 404 for any other token. */
export const handler = createHandler(getLeadThread, async (request) => ({
  data: await readLeadThread(request.query.token, contextOf(request)),
}));
