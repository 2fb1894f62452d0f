import { setAppealStatus } from '@migralink/shared/api/appeals';
import { changeAppealStatus } from '#appeals/status';
import { createHandler } from '#http/handler';

/** Support: closes an appeal, or opens it again. */
export const handler = createHandler(setAppealStatus, async ({ params, body }) => ({
  data: await changeAppealStatus(params.id, body.status),
}));
