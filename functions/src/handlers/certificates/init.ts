import { certificateInitRoute } from '@migralink/shared/api/certificates';
import { applicationInit } from '#certificates/lists';
import { createHandler } from '#http/handler';

/** The application form's choices in the caller's language, whether the plan allows applying, and the open one. */
export const handler = createHandler(certificateInitRoute, async ({ principal, locale }) => ({
  data: await applicationInit(principal, locale),
}));
