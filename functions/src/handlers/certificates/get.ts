import { getCertificateApplication } from '@migralink/shared/api/certificates';
import { ownApplication } from '#certificates/application';
import { presentApplication } from '#certificates/present';
import { createHandler } from '#http/handler';

/** An application of the caller's company, its documents with links that read them for 5 minutes. */
export const handler = createHandler(getCertificateApplication, async ({ principal, params }) => ({
  data: await presentApplication(await ownApplication(principal, params.id)),
}));
