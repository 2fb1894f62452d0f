import { returnCertificate } from '@migralink/shared/api/certificates';
import { decideApplication } from '#certificates/decisions';
import { createHandler } from '#http/handler';

/** Admins only: returns a sent application to its owner for changes, with a comment; the owner is mailed. */
export const handler = createHandler(returnCertificate, async ({ params, body, locale, log }) => {
  await decideApplication(params.id, 'returned', body.comment, { locale, log });
  return undefined;
});
