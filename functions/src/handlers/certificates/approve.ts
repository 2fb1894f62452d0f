import { approveCertificate } from '@migralink/shared/api/certificates';
import { approveApplication } from '#certificates/decisions';
import { presentCertificate } from '#certificates/present';
import { createHandler } from '#http/handler';

/** Admins only: the sent application becomes a certificate with the next number of the year; the owner is mailed. */
export const handler = createHandler(approveCertificate, async ({ params, body, locale, log }) => {
  const approved = await approveApplication(params.id, body.comment, { locale, log });
  return { data: presentCertificate(approved.certificate)! };
});
