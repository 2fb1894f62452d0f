import { requestUpload } from '@migralink/shared/api/accounts';
import { contextOf } from '#http/request-context';
import { createHandler } from '#http/handler';
import { createUploadTicket } from '#uploads/ticket';

/** A presigned browser POST to a temporary place, within the purpose's size and types; tickets are rate-limited. */
export const handler = createHandler(requestUpload, async (request) => ({
  data: await createUploadTicket(request.principal.userId, request.body, contextOf(request)),
}));
