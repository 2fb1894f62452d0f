import { deliverCertificate as deliverCertificateRoute } from '@migralink/shared/api/certificates';
import { ownCertificate } from '#certificates/certificate-pdf';
import { deliverCertificate } from '#certificates/delivery';
import { createHandler } from '#http/handler';

/** The owner mails a valid certificate's PDF to at most 5 addresses in a language they choose; rate-limited. */
export const handler = createHandler(deliverCertificateRoute, async ({ principal, params, body }) => {
  const application = await ownCertificate(principal, params.id);
  return { data: { sent: await deliverCertificate(application, body.emails, body.locale) } };
});
