import { rejectCertificate } from '@migralink/shared/api/certificates';
import { decideApplication } from '#certificates/decisions';
import { createHandler } from '#http/handler';

/** Admins only: rejects a sent application with a comment; the owner is mailed. */
export const handler = createHandler(rejectCertificate, async ({ params, body, locale, log }) => {
  await decideApplication(params.id, 'rejected', body.comment, { locale, log });
  return undefined;
});
