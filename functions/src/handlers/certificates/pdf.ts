import { certificatePdf } from '@migralink/shared/api/certificates';
import { certificatePdfIn, ownCertificate } from '#certificates/certificate-pdf';
import { getUser } from '#data/users';
import { FileAnswer, createHandler } from '#http/handler';

/** The owner's certificate as a PDF in the owner's language (their account's), saved as Certificate-{id}.pdf. */
export const handler = createHandler(certificatePdf, async ({ principal, params, locale }) => {
  const [application, user] = await Promise.all([ownCertificate(principal, params.id), getUser(principal.userId)]);
  return new FileAnswer(await certificatePdfIn(application, user?.locale ?? locale), `Certificate-${params.id}.pdf`);
});
