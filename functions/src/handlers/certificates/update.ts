import { updateCertificateApplication } from '@migralink/shared/api/certificate-application';
import { changeApplication } from '#certificates/application';
import { presentApplication } from '#certificates/present';
import { createHandler } from '#http/handler';

/** Changes a draft or a returned application of the caller's company, and sends it when asked. */
export const handler = createHandler(updateCertificateApplication, async ({ principal, body, locale }) => ({
  data: await presentApplication(await changeApplication(principal, body, locale)),
}));
