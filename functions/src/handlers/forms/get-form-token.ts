import { getFormToken } from '@migralink/shared/api/forms';
import { issueFormToken } from '#forms/token';
import { createHandler } from '#http/handler';

/** A signed token for a public form that opens: the form sends it back, and the server measures its fill time. */
export const handler = createHandler(getFormToken, async (request) => ({
  data: await issueFormToken(request.query.kind),
}));
