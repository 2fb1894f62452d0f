import { requestUpload } from '@migralink/shared/api/accounts';
import { createHandler } from '#http/handler';
import { createUploadTicket } from '#uploads/ticket';

/** A presigned browser POST to a temporary place, within the purpose's size and types. */
export const handler = createHandler(requestUpload, async ({ principal, body, locale }) => ({
  data: await createUploadTicket(principal.userId, body, locale),
}));
