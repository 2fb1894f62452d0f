import { createCertificateApplication } from '@migralink/shared/api/certificate-application';
import { startApplication } from '#certificates/application';
import { presentApplication } from '#certificates/present';
import { createHandler } from '#http/handler';

/** Starts the company's application: a draft, or sent to staff at once (premium plans only). */
export const handler = createHandler(createCertificateApplication, async ({ principal, body, locale }) => ({
  data: await presentApplication(await startApplication(principal, body, locale)),
}));
