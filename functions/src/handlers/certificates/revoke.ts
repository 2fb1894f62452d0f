import { revokeCertificate } from '@migralink/shared/api/certificates';
import { revokeApplication } from '#certificates/decisions';
import { createHandler } from '#http/handler';

/** Admins only: revokes a certificate with a reason and a comment; its page says revoked; the owner is mailed. */
export const handler = createHandler(revokeCertificate, async ({ params, body, locale, log }) => {
  await revokeApplication(params.id, body.reason, body.comment, { locale, log });
  return undefined;
});
